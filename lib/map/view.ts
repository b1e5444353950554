import { project, unproject, type LonLat, type WorldPoint } from "./projection";

/** Pixels of one tile, as every raster tile server draws them. */
export const TILE_SIZE = 256;

/** From the whole of Iran on a phone to a few streets. */
export const ZOOM_LIMITS = { min: 3, max: 17 } as const;

/** What the map shows: the world point at its middle and the zoom level (fractional). */
export interface MapView {
  center: WorldPoint;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/** `[minLongitude, minLatitude, maxLongitude, maxLatitude]`. */
export type BBox = readonly [number, number, number, number];

/** Pixels across the whole world at a zoom level. */
export const worldPixels = (zoom: number) => TILE_SIZE * 2 ** zoom;

const clampZoom = (zoom: number) => Math.min(ZOOM_LIMITS.max, Math.max(ZOOM_LIMITS.min, zoom));

export function worldToScreen(view: MapView, size: Size, point: WorldPoint): ScreenPoint {
  const scale = worldPixels(view.zoom);
  return {
    x: (point.x - view.center.x) * scale + size.width / 2,
    y: (point.y - view.center.y) * scale + size.height / 2,
  };
}

export function screenToWorld(view: MapView, size: Size, point: ScreenPoint): WorldPoint {
  const scale = worldPixels(view.zoom);
  return {
    x: view.center.x + (point.x - size.width / 2) / scale,
    y: view.center.y + (point.y - size.height / 2) / scale,
  };
}

export const lonLatToScreen = (view: MapView, size: Size, point: LonLat) => worldToScreen(view, size, project(point));
export const screenToLonLat = (view: MapView, size: Size, point: ScreenPoint) =>
  unproject(screenToWorld(view, size, point));

/** The view that shows the whole box as large as fits, with `padding` pixels left on every side. */
export function fitBounds([minLon, minLat, maxLon, maxLat]: BBox, size: Size, padding = 16): MapView {
  const topLeft = project([minLon, maxLat]);
  const bottomRight = project([maxLon, minLat]);
  const spanX = Math.max(bottomRight.x - topLeft.x, 1e-9);
  const spanY = Math.max(bottomRight.y - topLeft.y, 1e-9);
  const usableWidth = Math.max(size.width - 2 * padding, 1);
  const usableHeight = Math.max(size.height - 2 * padding, 1);
  const zoom = Math.log2(Math.min(usableWidth / spanX, usableHeight / spanY) / TILE_SIZE);
  return { center: { x: (topLeft.x + bottomRight.x) / 2, y: (topLeft.y + bottomRight.y) / 2 }, zoom: clampZoom(zoom) };
}

/** Zooms to `zoom` (within the limits) keeping the place under `anchor` where it is on screen. */
export function zoomAround(view: MapView, size: Size, anchor: ScreenPoint, zoom: number): MapView {
  const next = clampZoom(zoom);
  const under = screenToWorld(view, size, anchor);
  const scale = worldPixels(next);
  return {
    zoom: next,
    center: { x: under.x - (anchor.x - size.width / 2) / scale, y: under.y - (anchor.y - size.height / 2) / scale },
  };
}

/** Moves the map with the pointer: content follows a drag of `dx`, `dy` screen pixels. */
export function panBy(view: MapView, dx: number, dy: number): MapView {
  const scale = worldPixels(view.zoom);
  return { zoom: view.zoom, center: { x: view.center.x - dx / scale, y: view.center.y - dy / scale } };
}
