import outline from "./geo-data/iran-outline.json";
import provinces from "./geo-data/provinces.json";
import { AREA_MAX_POINTS } from "./area";
import type { LonLat } from "./projection";
import { simplifyRing } from "./simplify";
import type { BBox } from "./view";

/** GeoJSON MultiPolygon coordinates: polygons of rings, the first ring of each its outline. */
export type MultiPolygon = readonly (readonly (readonly LonLat[])[])[];

/** A province as the panel ships it (Natural Earth's outline, the ids of the bank's provinces). */
export interface ProvinceShape {
  id: number;
  name: string;
  /** A point inside the province, where its name is written. */
  center: LonLat;
  bbox: BBox;
  polygon: MultiPolygon;
}

/** The 31 provinces, drawn as the base map and offered as ready-made areas. */
export const PROVINCES = provinces as unknown as readonly ProvinceShape[];

/** The country's outline (mainland and islands), drawn over the provinces' borders. */
export const IRAN_OUTLINE = outline.coordinates as unknown as MultiPolygon;

/** The box around every province: the map's first view. */
export const IRAN_BOUNDS: BBox = [
  Math.min(...PROVINCES.map((p) => p.bbox[0])),
  Math.min(...PROVINCES.map((p) => p.bbox[1])),
  Math.max(...PROVINCES.map((p) => p.bbox[2])),
  Math.max(...PROVINCES.map((p) => p.bbox[3])),
];

/** The box of a ring, by how much of the map it covers. */
const spread = (ring: readonly LonLat[]) => {
  const longitudes = ring.map((p) => p[0]);
  const latitudes = ring.map((p) => p[1]);
  return (Math.max(...longitudes) - Math.min(...longitudes)) * (Math.max(...latitudes) - Math.min(...latitudes));
};

/**
 * A province as an area to send to: the outline of its largest part (the mainland, not the
 * islands), with at most as many corners as an area may have.
 */
export function provinceArea(province: ProvinceShape, maxPoints = AREA_MAX_POINTS): LonLat[] {
  const outlines = province.polygon.map((polygon) => polygon[0] ?? []);
  const largest = outlines.reduce((best, ring) => (spread(ring) > spread(best) ? ring : best), outlines[0] ?? []);
  return simplifyRing(largest, maxPoints);
}
