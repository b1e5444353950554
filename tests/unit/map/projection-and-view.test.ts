/** @jest-environment node */
import { project, unproject } from "@/lib/map/projection";
import { fitBounds, lonLatToScreen, panBy, screenToLonLat, TILE_SIZE, zoomAround, ZOOM_LIMITS } from "@/lib/map/view";
import { IRAN_BOUNDS } from "@/lib/map/provinces";

const TEHRAN = [51.389, 35.689] as const;
const SIZE = { width: 800, height: 500 };

describe("Web Mercator", () => {
  it("puts the meridian and the equator in the middle of the world, and north up", () => {
    expect(project([0, 0])).toEqual({ x: 0.5, y: 0.5 });
    expect(project([0, 40]).y).toBeLessThan(project([0, 25]).y);
    expect(project([63, 30]).x).toBeGreaterThan(project([44, 30]).x);
  });

  it("matches the tile grid: Tehran lies in tile 10/658/403 as every tile server numbers it", () => {
    const { x, y } = project(TEHRAN);
    expect([Math.floor(x * 1024), Math.floor(y * 1024)]).toEqual([658, 403]);
  });

  it("comes back to the same place", () => {
    const [longitude, latitude] = unproject(project(TEHRAN));
    expect(longitude).toBeCloseTo(TEHRAN[0], 9);
    expect(latitude).toBeCloseTo(TEHRAN[1], 9);
  });
});

describe("the map's view", () => {
  it("fits the whole of Iran inside the map, with the padding left free", () => {
    const view = fitBounds(IRAN_BOUNDS, SIZE, 16);
    const topLeft = lonLatToScreen(view, SIZE, [IRAN_BOUNDS[0], IRAN_BOUNDS[3]]);
    const bottomRight = lonLatToScreen(view, SIZE, [IRAN_BOUNDS[2], IRAN_BOUNDS[1]]);
    for (const corner of [topLeft, bottomRight]) {
      expect(corner.x).toBeGreaterThanOrEqual(16 - 1e-6);
      expect(corner.x).toBeLessThanOrEqual(SIZE.width - 16 + 1e-6);
      expect(corner.y).toBeGreaterThanOrEqual(16 - 1e-6);
      expect(corner.y).toBeLessThanOrEqual(SIZE.height - 16 + 1e-6);
    }
    // As large as fits: one side touches the padding.
    const touches = Math.abs(topLeft.x - 16) < 1e-6 || Math.abs(topLeft.y - 16) < 1e-6;
    expect(touches).toBe(true);
  });

  it("never zooms past its limits, even for a point-sized box", () => {
    expect(fitBounds([51, 35, 51, 35], SIZE).zoom).toBe(ZOOM_LIMITS.max);
  });

  it("turns a screen point into the place drawn there and back", () => {
    const view = fitBounds(IRAN_BOUNDS, SIZE);
    const place = screenToLonLat(view, SIZE, { x: 123, y: 321 });
    const back = lonLatToScreen(view, SIZE, place);
    expect(back.x).toBeCloseTo(123, 6);
    expect(back.y).toBeCloseTo(321, 6);
  });

  it("keeps the place under the pointer where it is while zooming", () => {
    const view = fitBounds(IRAN_BOUNDS, SIZE);
    const before = lonLatToScreen(view, SIZE, TEHRAN);
    const zoomed = zoomAround(view, SIZE, before, view.zoom + 2);
    const after = lonLatToScreen(zoomed, SIZE, TEHRAN);
    expect(zoomed.zoom).toBeCloseTo(view.zoom + 2, 9);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
  });

  it("doubles distances on screen for each zoom level", () => {
    const view = { center: project(TEHRAN), zoom: 6 };
    const a = lonLatToScreen(view, SIZE, [51, 35]);
    const b = lonLatToScreen(view, SIZE, [52, 35]);
    const zoomed = { ...view, zoom: 7 };
    const a2 = lonLatToScreen(zoomed, SIZE, [51, 35]);
    const b2 = lonLatToScreen(zoomed, SIZE, [52, 35]);
    expect(b2.x - a2.x).toBeCloseTo(2 * (b.x - a.x), 6);
    expect(b.x - a.x).toBeCloseTo((TILE_SIZE * 2 ** 6) / 360, 6);
  });

  it("moves the content with a drag", () => {
    const view = fitBounds(IRAN_BOUNDS, SIZE);
    const before = lonLatToScreen(view, SIZE, TEHRAN);
    const after = lonLatToScreen(panBy(view, 40, -25), SIZE, TEHRAN);
    expect(after.x - before.x).toBeCloseTo(40, 6);
    expect(after.y - before.y).toBeCloseTo(-25, 6);
  });
});
