import type { BannerFile } from "@/lib/contract/home";

/**
 * Below this viewport width the content column is too narrow for the 1200 px desktop artwork,
 * so the mobile file is shown.
 */
export const BANNER_DESKTOP_MIN_WIDTH = 1024;

/**
 * A banner image filling its box. The artwork keeps its words at the inline-start side, so the
 * crop is anchored there (object-position has no logical keyword, hence the rtl/ltr pair).
 */
export function BannerPicture({ file, className = "" }: { file: BannerFile; className?: string }) {
  return (
    <picture className={`block size-full ${className}`}>
      <source media={`(min-width: ${BANNER_DESKTOP_MIN_WIDTH}px)`} srcSet={file.desktop} />
      <img
        src={file.mobile}
        alt={file.alt}
        draggable={false}
        decoding="async"
        className="size-full object-cover rtl:object-right ltr:object-left"
      />
    </picture>
  );
}
