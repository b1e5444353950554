import type * as z from "zod/mini";
import {
  permissionListResponseSchema,
  roleListResponseSchema,
  roleResponseSchema,
  type PermissionGroupRow,
  type Role,
} from "../../contract/colleagues";
import type { UpstreamQuery } from "./upstream-query";

export const ROLE_PATH = "v1/api/acl/partner";
/** Duplicating a role goes by Edge's plugins path (spec §7). */
export const DUPLICATE_ROLE_PATH = "v1/api/plugins/partner/duplicate_role";

export interface RoleListQuery {
  page: number;
  perPage: number;
}

export const roleKeys = {
  all: ["roles"] as const,
  lists: () => [...roleKeys.all, "list"] as const,
  list: (query: RoleListQuery) => [...roleKeys.lists(), query] as const,
  detail: (id: number) => [...roleKeys.all, "detail", id] as const,
  permissions: () => [...roleKeys.all, "permissions"] as const,
};

/** A page of the account's roles, each with how many permissions it grants and how many colleagues hold it. */
export function roleListQuery(
  query: RoleListQuery,
): UpstreamQuery<typeof roleListResponseSchema, z.infer<typeof roleListResponseSchema>> {
  return {
    kind: "query",
    queryKey: roleKeys.list(query),
    path: `${ROLE_PATH}/role_list`,
    params: { page: query.page, per_page: query.perPage },
    schema: roleListResponseSchema,
    toData: (body) => body,
  };
}

/**
 * Every role of the account at once, for the role select and filter: the contract's largest page.
 * An account with more roles than that is not one a person could choose among anyway.
 */
export const ALL_ROLES_PAGE: RoleListQuery = { page: 1, perPage: 100 };

/** One role with its permissions. */
export const roleQuery = (id: number): UpstreamQuery<typeof roleResponseSchema, Role> => ({
  kind: "query",
  queryKey: roleKeys.detail(id),
  path: `${ROLE_PATH}/show_role`,
  params: { role_id: id },
  schema: roleResponseSchema,
  toData: (body) => body.data,
});

/** What a role may grant, grouped by area (the catalog the upstream enforces). */
export const permissionListQuery: UpstreamQuery<typeof permissionListResponseSchema, PermissionGroupRow[]> = {
  kind: "query",
  queryKey: roleKeys.permissions(),
  path: `${ROLE_PATH}/permission_list`,
  schema: permissionListResponseSchema,
  toData: (body) => body.data,
};
