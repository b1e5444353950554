import { Icon } from "@/components/ui/icons";
import { ZOOM_LIMITS } from "@/lib/map/view";

const controlClass =
  "flex size-8 items-center justify-center bg-surface text-text hover:bg-surface-2 disabled:cursor-not-allowed disabled:opacity-50";

/** Zoom in, zoom out and back to the whole of Iran, over a corner of the map. */
export function MapZoomControls({
  zoom,
  onZoom,
  onFit,
}: {
  zoom: number;
  onZoom(levels: number): void;
  onFit(): void;
}) {
  return (
    <div className="absolute start-2 top-2 flex flex-col divide-y divide-border overflow-hidden rounded-lg border border-border shadow-sm">
      <button
        type="button"
        className={controlClass}
        aria-label="بزرگ‌نمایی"
        disabled={zoom >= ZOOM_LIMITS.max}
        onClick={() => onZoom(1)}
      >
        <Icon className="size-4">
          <path d="M12 5v14M5 12h14" />
        </Icon>
      </button>
      <button
        type="button"
        className={controlClass}
        aria-label="کوچک‌نمایی"
        disabled={zoom <= ZOOM_LIMITS.min}
        onClick={() => onZoom(-1)}
      >
        <Icon className="size-4">
          <path d="M5 12h14" />
        </Icon>
      </button>
      <button type="button" className={controlClass} aria-label="نمایش همهٔ ایران" onClick={onFit}>
        <Icon className="size-4">
          <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
        </Icon>
      </button>
    </div>
  );
}
