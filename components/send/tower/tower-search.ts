import { normalizeSearchText } from "@/components/ui/select";
import type { Tower } from "@/lib/contract/banks";

/** The towers whose name contains the search, however its ye, kaf and digits were typed; all of them for an empty search. */
export function filterTowersByName(towers: readonly Tower[], search: string): Tower[] {
  const needle = normalizeSearchText(search);
  if (!needle) return [...towers];
  return towers.filter((tower) => normalizeSearchText(tower.name).includes(needle));
}

/** The Irancell numbers the chosen towers serve together (each number belongs to one tower). */
export function servedByChosen(towers: readonly Tower[], chosen: readonly number[]): number {
  const ids = new Set(chosen);
  return towers.reduce((sum, tower) => sum + (ids.has(tower.id) ? tower.irancell_count : 0), 0);
}
