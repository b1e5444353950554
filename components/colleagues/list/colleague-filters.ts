import type { ColleagueFilterValues } from "@/lib/api/queries/colleague-queries";
import { COLLEAGUE_STATE_TITLES, COLLEAGUE_STATES, type ColleagueState, type Role } from "@/lib/contract/colleagues";
import { defineTableFilters, type FilterValue } from "@/lib/url-state/filter-definitions";

const STATE_OPTIONS = COLLEAGUE_STATES.map((state) => ({ value: state, label: COLLEAGUE_STATE_TITLES[state] }));

/** The colleagues' filters in the query string (`col_` prefix): a name, username or mobile; the state; the role. */
export function colleagueTableFilters(roles: readonly Pick<Role, "id" | "title">[]) {
  return defineTableFilters(
    [
      { type: "search", name: "search", label: "جستجو", placeholder: "نام، نام کاربری یا موبایل" },
      { type: "options", name: "state", label: "وضعیت", allLabel: "همه", options: STATE_OPTIONS },
      {
        type: "options",
        name: "role",
        label: "سطح دسترسی",
        allLabel: "همهٔ سطوح",
        options: roles.map((role) => ({ value: String(role.id), label: role.title })),
      },
    ],
    { prefix: "col_" },
  );
}

type Values = Readonly<Record<string, FilterValue | undefined>>;

const textOf = (value: FilterValue | undefined) => (typeof value === "string" && value ? value : null);

/** The applied filters as the list asks the upstream for them. */
export function toColleagueFilters(values: Values): ColleagueFilterValues {
  const state = textOf(values.state);
  const role = textOf(values.role);
  return {
    search: textOf(values.search),
    state: state && (COLLEAGUE_STATES as readonly string[]).includes(state) ? (state as ColleagueState) : null,
    roleId: role ? Number(role) : null,
  };
}

/** Whether any filter narrows the list. */
export const hasColleagueFilters = (filters: ColleagueFilterValues) =>
  Boolean(filters.search || filters.state || filters.roleId);
