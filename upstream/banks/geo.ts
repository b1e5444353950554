import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** `[longitude, latitude]` in degrees. */
export type LngLat = [number, number];
/** GeoJSON MultiPolygon coordinates: polygons of rings, the first ring outer, the rest holes. */
export type MultiPolygon = LngLat[][][];

export interface GeoProvince {
  id: number;
  name: string;
  name_en: string;
  population: number;
  weight: number;
  center: LngLat;
  bbox: [number, number, number, number];
  polygon: MultiPolygon;
}

interface GeoCounty {
  id: number;
  province_id: number;
  name: string;
  seat_city_id: number | null;
  center: LngLat;
}

type CenterPrecision = "city" | "county" | "province";

export interface GeoCity {
  id: number;
  province_id: number;
  county_id: number;
  name: string;
  center: LngLat;
  center_precision: CenterPrecision;
  geonameid?: number;
}

export interface GeoData {
  provinces: GeoProvince[];
  counties: GeoCounty[];
  cities: GeoCity[];
}

const GEO_DIR = new URL("../../lib/map/geo-data/", import.meta.url);

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(fileURLToPath(new URL(name, GEO_DIR)), "utf8")) as T;
}

/** Iran's provinces, counties and cities as shipped in lib/map/geo-data (see its README). */
export function loadGeo(): GeoData {
  return {
    provinces: readJson<GeoProvince[]>("provinces.json"),
    counties: readJson<GeoCounty[]>("counties.json"),
    cities: readJson<GeoCity[]>("cities.json"),
  };
}
