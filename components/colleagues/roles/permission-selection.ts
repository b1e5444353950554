/** A group of the permission catalog, as `acl/partner/permission_list` answers it. */
export interface PermissionGroupLike {
  id: string;
  title: string;
  permissions: readonly { id: string; title: string }[];
}

/** How much of a group is chosen: its select-all checkbox is checked, mixed or clear. */
export type GroupSelection = "all" | "some" | "none";

export function groupSelection(group: PermissionGroupLike, selected: readonly string[]): GroupSelection {
  const chosen = group.permissions.filter((p) => selected.includes(p.id)).length;
  if (chosen === 0) return "none";
  return chosen === group.permissions.length ? "all" : "some";
}

/**
 * The chosen permissions in the catalog's order, keeping only those the catalog knows (a role saved
 * before a permission left the catalog still opens), each once.
 */
export function inCatalogOrder(groups: readonly PermissionGroupLike[], selected: Iterable<string>): string[] {
  const chosen = new Set(selected);
  return groups.flatMap((group) => group.permissions.map((p) => p.id)).filter((id) => chosen.has(id));
}

/** One permission chosen or let go. */
export function withPermission(
  groups: readonly PermissionGroupLike[],
  selected: readonly string[],
  id: string,
  on: boolean,
): string[] {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return inCatalogOrder(groups, next);
}

/**
 * A group's select-all pressed: a group not wholly chosen becomes wholly chosen (the browser
 * unchecks a mixed checkbox's `indeterminate` to checked), a wholly chosen one is let go.
 */
export function withGroupToggled(
  groups: readonly PermissionGroupLike[],
  selected: readonly string[],
  group: PermissionGroupLike,
): string[] {
  const on = groupSelection(group, selected) !== "all";
  const next = new Set(selected);
  for (const p of group.permissions) {
    if (on) next.add(p.id);
    else next.delete(p.id);
  }
  return inCatalogOrder(groups, next);
}

/** How many permissions the catalog has, and how many of them are chosen. */
export function selectionCount(groups: readonly PermissionGroupLike[], selected: readonly string[]) {
  return {
    chosen: inCatalogOrder(groups, selected).length,
    total: groups.reduce((sum, group) => sum + group.permissions.length, 0),
  };
}
