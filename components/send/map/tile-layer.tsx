import { memo } from "react";
import { tileAddress, visibleTiles } from "@/lib/map/tiles";
import type { MapView, Size } from "@/lib/map/view";

/**
 * Raster tiles from MAP_TILE_URL under the drawn map, at the tile zoom nearest the view's.
 * Dark mode turns them dark too, so the map keeps the panel's theme.
 */
export const TileLayer = memo(function TileLayer({
  template,
  view,
  size,
}: {
  template: string;
  view: MapView;
  size: Size;
}) {
  return (
    <g className="dark:hue-rotate-180 dark:invert">
      {visibleTiles(view, size).map((tile) => (
        // Half a pixel more on each side hides the seams between scaled tiles.
        <image
          key={tile.key}
          href={tileAddress(template, tile)}
          x={tile.left}
          y={tile.top}
          width={tile.size + 0.5}
          height={tile.size + 0.5}
          preserveAspectRatio="none"
        />
      ))}
    </g>
  );
});
