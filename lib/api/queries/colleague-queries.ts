import type * as z from "zod/mini";
import {
  colleagueDetailResponseSchema,
  colleagueListResponseSchema,
  type ColleagueDetail,
  type ColleagueState,
} from "../../contract/colleagues";
import type { UpstreamParams, UpstreamQuery } from "./upstream-query";

export const COLLEAGUE_PATH = "v1/api/user/partner";

/** What narrows the colleagues' list, as the screen holds it. */
export interface ColleagueFilterValues {
  /** Part of a name, the username or the mobile. */
  search?: string | null;
  state?: ColleagueState | null;
  roleId?: number | null;
}

export interface ColleagueListQuery extends ColleagueFilterValues {
  page: number;
  perPage: number;
}

export const colleagueKeys = {
  all: ["colleagues"] as const,
  lists: () => [...colleagueKeys.all, "list"] as const,
  list: (query: ColleagueListQuery) => [...colleagueKeys.lists(), query] as const,
  detail: (id: number) => [...colleagueKeys.all, "detail", id] as const,
};

/** The upstream's query string for a page of colleagues; blanks are left out. */
function colleagueListParams({ page, perPage, search, state, roleId }: ColleagueListQuery): UpstreamParams {
  const params: UpstreamParams = { page, per_page: perPage };
  if (search?.trim()) params.search = search.trim();
  if (state) params.state = state;
  if (roleId) params.role_id = roleId;
  return params;
}

/** A page of the account's colleagues (deleted ones are gone from it). */
export function colleagueListQuery(
  query: ColleagueListQuery,
): UpstreamQuery<typeof colleagueListResponseSchema, z.infer<typeof colleagueListResponseSchema>> {
  return {
    kind: "query",
    queryKey: colleagueKeys.list(query),
    path: COLLEAGUE_PATH,
    params: colleagueListParams(query),
    schema: colleagueListResponseSchema,
    toData: (body) => body,
  };
}

/** One colleague with their open sessions. */
export const colleagueQuery = (id: number): UpstreamQuery<typeof colleagueDetailResponseSchema, ColleagueDetail> => ({
  kind: "query",
  queryKey: colleagueKeys.detail(id),
  path: `${COLLEAGUE_PATH}/${id}`,
  schema: colleagueDetailResponseSchema,
  toData: (body) => body.data,
});
