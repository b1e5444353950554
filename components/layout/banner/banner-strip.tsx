import type { Banner } from "@/lib/contract/home";
import { BannerLink } from "./banner-link";

/** A thin banner strip (types 1 and 4): 32 px high on mobile, 60 px from 768 px up (spec §9). */
export function BannerStrip({
  banner,
  className = "",
  priority = false,
}: {
  banner: Banner;
  className?: string;
  priority?: boolean;
}) {
  return (
    <div className={`h-8 w-full shrink-0 overflow-hidden bg-surface-2 md:h-[60px] ${className}`}>
      <BannerLink banner={banner} priority={priority} />
    </div>
  );
}
