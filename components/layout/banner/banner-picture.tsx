import type { BannerFile } from "@/lib/contract/home";
import { MOBILE_MAX_WIDTH } from "@/lib/hooks/mobile-user-agent";

/** A banner image: the desktop file from 768 px up, the mobile file below (spec §9), filling its box. */
export function BannerPicture({ file, className = "" }: { file: BannerFile; className?: string }) {
  return (
    <picture className={`block size-full ${className}`}>
      <source media={`(min-width: ${MOBILE_MAX_WIDTH + 0.02}px)`} srcSet={file.desktop} />
      <img src={file.mobile} alt={file.alt} draggable={false} decoding="async" className="size-full object-cover" />
    </picture>
  );
}
