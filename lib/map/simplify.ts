import type { LonLat } from "./projection";

/** The same point twice: the closing point of a GeoJSON ring repeats its first. */
const samePoint = (a: LonLat, b: LonLat) => a[0] === b[0] && a[1] === b[1];

/** A ring without its closing point (GeoJSON rings repeat the first point at the end). */
export function openRing(ring: readonly LonLat[]): LonLat[] {
  const points = [...ring];
  if (points.length > 1 && samePoint(points[0]!, points[points.length - 1]!)) points.pop();
  return points;
}

/** Twice the area of the triangle a point makes with its neighbours: how much of the shape it carries. */
const weight = (previous: LonLat, point: LonLat, next: LonLat) =>
  Math.abs((point[0] - previous[0]) * (next[1] - previous[1]) - (next[0] - previous[0]) * (point[1] - previous[1]));

/**
 * The ring with at most `maxPoints` points (open, at least 3), dropping first the points whose
 * removal changes the shape least (Visvalingam–Whyatt). A ring already small enough comes back as is.
 */
export function simplifyRing(ring: readonly LonLat[], maxPoints: number): LonLat[] {
  const points = openRing(ring);
  const target = Math.max(3, maxPoints);
  while (points.length > target) {
    let weakest = 0;
    let least = Infinity;
    for (let i = 0; i < points.length; i++) {
      const area = weight(
        points[(i - 1 + points.length) % points.length]!,
        points[i]!,
        points[(i + 1) % points.length]!,
      );
      if (area < least) {
        least = area;
        weakest = i;
      }
    }
    points.splice(weakest, 1);
  }
  return points;
}
