import type { LonLat } from "./projection";
import type { BBox } from "./view";

/** The box a drawn point must lie in (the contract's `geoPointSchema`). */
export const IRAN_BOX: BBox = [44, 25, 63.5, 40];

/** Corners an area may have (the contract's polygon limit). */
export const AREA_MAX_POINTS = 200;

/** Corners an area needs before it can be closed. */
export const AREA_MIN_POINTS = 3;

export const insideBox = ([longitude, latitude]: LonLat, [minLon, minLat, maxLon, maxLat]: BBox) =>
  longitude >= minLon && longitude <= maxLon && latitude >= minLat && latitude <= maxLat;

/** A point to 5 decimals (about a metre): what a click on the map can mean. */
export const roundPoint = ([longitude, latitude]: LonLat): [number, number] => [
  Number(longitude.toFixed(5)),
  Number(latitude.toFixed(5)),
];

/** The box around some points, or null for none. */
export function boundsOf(points: readonly LonLat[]): BBox | null {
  if (points.length === 0) return null;
  let [minLon, minLat, maxLon, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [longitude, latitude] of points) {
    minLon = Math.min(minLon, longitude);
    minLat = Math.min(minLat, latitude);
    maxLon = Math.max(maxLon, longitude);
    maxLat = Math.max(maxLat, latitude);
  }
  return [minLon, minLat, maxLon, maxLat];
}
