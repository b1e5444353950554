import { project, type WorldPoint } from "./projection";
import { IRAN_OUTLINE, PROVINCES } from "./provinces";

/** A province ready to draw: its rings and label point on the Web Mercator square. */
export interface ProjectedProvince {
  id: number;
  name: string;
  rings: WorldPoint[][];
  center: WorldPoint;
  /** Its width on the Web Mercator square, to tell when its name fits. */
  width: number;
}

let provinces: ProjectedProvince[] | undefined;
let outline: WorldPoint[][] | undefined;

/** The shipped provinces projected once, for every frame of the map. */
export function projectedProvinces(): ProjectedProvince[] {
  provinces ??= PROVINCES.map((province) => ({
    id: province.id,
    name: province.name,
    rings: province.polygon.flatMap((polygon) => polygon.map((ring) => ring.map(project))),
    center: project(province.center),
    width: project([province.bbox[2], 0]).x - project([province.bbox[0], 0]).x,
  }));
  return provinces;
}

/** The country's outline projected once. */
export function projectedOutline(): WorldPoint[][] {
  outline ??= IRAN_OUTLINE.flatMap((polygon) => polygon.map((ring) => ring.map(project)));
  return outline;
}

/** Pixels a province name needs at the map's label size (about 6.5 px a letter, with a margin). */
export const labelWidth = (name: string) => name.length * 6.5 + 8;
