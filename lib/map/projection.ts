/** A point as [longitude, latitude] in WGS 84 degrees, as the contract and the shipped geography write it. */
export type LonLat = readonly [longitude: number, latitude: number];

/** Web Mercator, 0..1 across the world: x from longitude −180, y from the north edge down. */
export interface WorldPoint {
  x: number;
  y: number;
}

/** Where Web Mercator (and every tile server) stops. */
const MAX_LATITUDE = 85.05112878;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A geographic point on the Web Mercator square, as raster tiles are drawn. */
export function project([longitude, latitude]: LonLat): WorldPoint {
  const phi = (clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  return {
    x: (longitude + 180) / 360,
    y: (1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2,
  };
}

/** The geographic point of a place on the Web Mercator square. */
export function unproject({ x, y }: WorldPoint): [number, number] {
  const longitude = x * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return [longitude, latitude];
}
