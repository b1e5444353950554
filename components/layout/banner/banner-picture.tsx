import type { BannerFile } from "@/lib/contract/home";

/**
 * Below this viewport width a banner shows its mobile file. The desktop artwork is 1200 px wide
 * with its text in the right-most 680 px, so it is only used where the content column is at least
 * ~700 px wide (a 1024 px viewport); narrower columns get the mobile artwork, drawn for them.
 */
const BANNER_DESKTOP_MIN_WIDTH = 1024;

/**
 * A banner image: the desktop file from 1024 px up, the mobile file below (spec §9), filling its box.
 * A banner the page opens with is its largest paint: `priority` asks for it before the scripts.
 */
export function BannerPicture({
  file,
  className = "",
  priority = false,
}: {
  file: BannerFile;
  className?: string;
  priority?: boolean;
}) {
  return (
    <picture className={`block size-full ${className}`}>
      <source media={`(min-width: ${BANNER_DESKTOP_MIN_WIDTH}px)`} srcSet={file.desktop} />
      {/* The crop keeps the inline-start edge, where Persian text starts; object-position has no logical keyword, hence rtl:/ltr:. */}
      <img
        src={file.mobile}
        alt={file.alt}
        draggable={false}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className="size-full object-cover ltr:object-left rtl:object-right"
      />
    </picture>
  );
}
