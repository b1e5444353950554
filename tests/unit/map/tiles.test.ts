/** @jest-environment node */
import { project } from "@/lib/map/projection";
import { tileAddress, visibleTiles } from "@/lib/map/tiles";
import { mapTileTemplate } from "@/lib/map/tile-url.mjs";

const SIZE = { width: 800, height: 500 };

describe("raster tiles under the map", () => {
  it("covers the whole map with tiles at the nearest tile zoom, without gaps", () => {
    const view = { center: project([53, 32]), zoom: 5.4 };
    const tiles = visibleTiles(view, SIZE);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([5]));
    for (const tile of tiles) expect(tile.size).toBeCloseTo(256 * 2 ** 0.4, 6);
    // Every corner and the middle of the map lies on some tile.
    const points: [number, number][] = [
      [0, 0],
      [SIZE.width, 0],
      [0, SIZE.height],
      [SIZE.width, SIZE.height],
      [400, 250],
    ];
    for (const [x, y] of points) {
      expect(tiles.some((t) => x >= t.left && x <= t.left + t.size && y >= t.top && y <= t.top + t.size)).toBe(true);
    }
  });

  it("places the tile of a place under that place", () => {
    const tehran = project([51.389, 35.689]);
    const view = { center: tehran, zoom: 10 };
    const tile = visibleTiles(view, SIZE).find((t) => t.x === 658 && t.y === 403)!;
    expect(tile.size).toBe(256);
    // The middle of the map (Tehran) falls inside tile 10/658/403.
    expect(400).toBeGreaterThanOrEqual(tile.left);
    expect(400).toBeLessThan(tile.left + 256);
    expect(250).toBeGreaterThanOrEqual(tile.top);
    expect(250).toBeLessThan(tile.top + 256);
  });

  it("asks for no rows beyond the poles and wraps columns around the world", () => {
    const tiles = visibleTiles({ center: { x: 0, y: 0 }, zoom: 1 }, SIZE);
    expect(tiles.every((t) => t.y >= 0 && t.y < 2 && t.x >= 0 && t.x < 2)).toBe(true);
    expect(tiles.some((t) => t.left < 0)).toBe(true);
  });

  it("asks for nothing before the map has a size", () => {
    expect(visibleTiles({ center: { x: 0.5, y: 0.5 }, zoom: 5 }, { width: 0, height: 0 })).toEqual([]);
  });

  it("fills the template of MAP_TILE_URL", () => {
    const template = mapTileTemplate("https://tile.openstreetmap.org/{z}/{x}/{y}.png")!;
    expect(tileAddress(template, { z: 10, x: 658, y: 403 })).toBe("https://tile.openstreetmap.org/10/658/403.png");
  });
});
