import type { LngLat, MultiPolygon } from "./geo";

/** Kilometres per degree of latitude, and of longitude at the equator. */
export const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LNG = 111.32;

/** Kilometres per degree of longitude at a latitude. */
export const kmPerDegreeLng = (latitude: number) => KM_PER_DEGREE_LNG * Math.cos((latitude * Math.PI) / 180);

/** Ray casting: whether a point lies inside a closed ring. */
function insideRing([x, y]: LngLat, ring: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside one of the polygons' outer rings and none of its holes. */
export function insideMultiPolygon(point: LngLat, polygons: MultiPolygon): boolean {
  return polygons.some(
    ([outer, ...holes]) =>
      outer !== undefined && insideRing(point, outer) && !holes.some((hole) => insideRing(point, hole)),
  );
}

/**
 * Kilometres from a point to the nearest edge of any ring, measured in the flat metric of the
 * point's latitude (the one the bank uses to scatter numbers around a tower), so a disc of a
 * smaller radius around a point inside the shape stays inside it.
 */
export function kmToNearestEdge([x, y]: LngLat, polygons: MultiPolygon): number {
  const kx = kmPerDegreeLng(y);
  let nearest = Infinity;
  for (const polygon of polygons) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i++) {
        const ax = (ring[i - 1]![0] - x) * kx;
        const ay = (ring[i - 1]![1] - y) * KM_PER_DEGREE_LAT;
        const bx = (ring[i]![0] - x) * kx;
        const by = (ring[i]![1] - y) * KM_PER_DEGREE_LAT;
        const dx = bx - ax;
        const dy = by - ay;
        const length = dx * dx + dy * dy;
        const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
        nearest = Math.min(nearest, Math.hypot(ax + t * dx, ay + t * dy));
      }
    }
  }
  return nearest;
}

/** The point `km` kilometres from `from` in the direction `angle` (radians, counter-clockwise from east). */
export function offsetKm([x, y]: LngLat, km: number, angle: number): LngLat {
  return [x + (km * Math.cos(angle)) / kmPerDegreeLng(y), y + (km * Math.sin(angle)) / KM_PER_DEGREE_LAT];
}
