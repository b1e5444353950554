import { screenToWorld, TILE_SIZE, type MapView, type Size } from "./view";

/** Tile servers draw zoom levels 0 to 19. */
const TILE_ZOOMS = { min: 0, max: 19 } as const;

/** A raster tile and where it sits on screen (its top-left corner and its side in pixels). */
export interface PlacedTile {
  key: string;
  z: number;
  x: number;
  y: number;
  left: number;
  top: number;
  size: number;
}

/** The tiles that cover the view, at the tile zoom nearest the view's, scaled to fit it. */
export function visibleTiles(view: MapView, size: Size): PlacedTile[] {
  if (size.width <= 0 || size.height <= 0) return [];
  const z = Math.min(TILE_ZOOMS.max, Math.max(TILE_ZOOMS.min, Math.round(view.zoom)));
  const count = 2 ** z;
  const side = TILE_SIZE * 2 ** (view.zoom - z);
  const topLeft = screenToWorld(view, size, { x: 0, y: 0 });
  const bottomRight = screenToWorld(view, size, { x: size.width, y: size.height });
  const originX = (topLeft.x * count - Math.floor(topLeft.x * count)) * side;
  const originY = (topLeft.y * count - Math.floor(topLeft.y * count)) * side;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(topLeft.y * count); ty <= Math.floor(bottomRight.y * count); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(topLeft.x * count); tx <= Math.floor(bottomRight.x * count); tx++) {
      const x = ((tx % count) + count) % count;
      tiles.push({
        key: `${z}/${tx}/${ty}`,
        z,
        x,
        y: ty,
        left: (tx - Math.floor(topLeft.x * count)) * side - originX,
        top: (ty - Math.floor(topLeft.y * count)) * side - originY,
        size: side,
      });
    }
  }
  return tiles;
}

/** A tile's address from a template with `{z}`, `{x}` and `{y}`. */
export const tileAddress = (template: string, tile: Pick<PlacedTile, "z" | "x" | "y">) =>
  template.replaceAll("{z}", String(tile.z)).replaceAll("{x}", String(tile.x)).replaceAll("{y}", String(tile.y));
