import type { ScreenPoint } from "./view";

const at = (point: ScreenPoint) => `${point.x.toFixed(1)} ${point.y.toFixed(1)}`;

/** An SVG path of closed rings already placed on screen (`evenodd` leaves holes empty). */
export function ringsPath(rings: readonly (readonly ScreenPoint[])[]): string {
  return rings
    .filter((ring) => ring.length > 1)
    .map((ring) => `M${ring.map(at).join("L")}Z`)
    .join("");
}

/** An SVG polyline's `points` for an open line on screen. */
export const linePoints = (points: readonly ScreenPoint[]) =>
  points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(" ");
