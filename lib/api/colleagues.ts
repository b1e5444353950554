"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  colleagueIdRequestSchema,
  colleagueResponseSchema,
  createColleagueRequestSchema,
  createRoleRequestSchema,
  roleIdRequestSchema,
  roleResponseSchema,
  updateColleagueRequestSchema,
  updateRoleRequestSchema,
  type CreateColleagueForm,
  type RoleForm,
  type UpdateColleagueForm,
} from "../contract/colleagues";
import { emptyResponseSchema } from "../contract/common";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { retryUnless } from "./query-client";
import { browserQuery } from "./queries/in-browser";
import {
  COLLEAGUE_PATH,
  colleagueKeys,
  colleagueListQuery,
  colleagueQuery,
  type ColleagueListQuery,
} from "./queries/colleague-queries";
import {
  ALL_ROLES_PAGE,
  DUPLICATE_ROLE_PATH,
  permissionListQuery,
  ROLE_PATH,
  roleKeys,
  roleListQuery,
  roleQuery,
  type RoleListQuery,
} from "./queries/role-queries";

/** Another account's role or colleague, or a deleted one, answers 404 at once: nothing to try again. */
const retryButNotMissing = retryUnless(404);

export const usePermissionList = () => useQuery({ ...browserQuery(permissionListQuery), staleTime: Infinity });

/** A page of roles; the last page stays while the next loads. */
export function useRoles(query: RoleListQuery) {
  return useQuery({ ...browserQuery(roleListQuery(query)), placeholderData: keepPreviousData });
}

/** Every role, for choosing one (a colleague's role, the list's filter). */
export function useAllRoles() {
  return useQuery({ ...browserQuery(roleListQuery(ALL_ROLES_PAGE)), select: (page) => page.data });
}

export const useRole = (id: number) => useQuery({ ...browserQuery(roleQuery(id)), retry: retryButNotMissing });

/** A page of colleagues; the last page stays while the next loads. */
export function useColleagues(query: ColleagueListQuery) {
  return useQuery({ ...browserQuery(colleagueListQuery(query)), placeholderData: keepPreviousData });
}

export const useColleague = (id: number) =>
  useQuery({ ...browserQuery(colleagueQuery(id)), retry: retryButNotMissing });

/**
 * After any change to roles or colleagues both are read again: a colleague's row shows their role's
 * title, and a role's row how many colleagues hold it.
 */
function useSettle() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: roleKeys.all }),
      queryClient.invalidateQueries({ queryKey: colleagueKeys.all }),
    ]);
}

/** Makes a role (`acl/partner/create_role`), or saves one when `roleId` is given (`update_role`). */
export function useSaveRole(roleId?: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (form: RoleForm) =>
      (roleId === undefined
        ? apiPost(roleResponseSchema, `${ROLE_PATH}/create_role`, checkedRequest(createRoleRequestSchema, form))
        : apiPost(
            roleResponseSchema,
            `${ROLE_PATH}/update_role`,
            checkedRequest(updateRoleRequestSchema, { ...form, role_id: roleId }),
          )
      ).then((body) => body.data),
    onSuccess: settle,
  });
}

/** A copy of a role with its permissions, under a title of its own; answers the copy. */
export function useDuplicateRole() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (roleId: number) =>
      apiPost(roleResponseSchema, DUPLICATE_ROLE_PATH, checkedRequest(roleIdRequestSchema, { role_id: roleId })).then(
        (body) => body.data,
      ),
    onSuccess: settle,
  });
}

/** Deletes a role; the upstream refuses while colleagues hold it. The caller asks the user first. */
export function useDeleteRole() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (roleId: number) =>
      apiPost(
        emptyResponseSchema,
        `${ROLE_PATH}/delete_role`,
        checkedRequest(roleIdRequestSchema, { role_id: roleId }),
      ),
    onSuccess: settle,
  });
}

/** Invites a colleague: the upstream sends them an SMS with a link to set their password. */
export function useCreateColleague() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (form: CreateColleagueForm) =>
      apiPost(
        colleagueResponseSchema,
        `${COLLEAGUE_PATH}/create`,
        checkedRequest(createColleagueRequestSchema, form),
      ).then((body) => body.data),
    onSuccess: settle,
  });
}

/** Saves a colleague's names and role. */
export function useUpdateColleague() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (form: UpdateColleagueForm) =>
      apiPost(
        colleagueResponseSchema,
        `${COLLEAGUE_PATH}/update`,
        checkedRequest(updateColleagueRequestSchema, form),
      ).then((body) => body.data),
    onSuccess: settle,
  });
}

/** What the owner can do to a colleague from the list or their page (spec §4), as the upstream names it. */
export type ColleagueAction = "active" | "deactive" | "delete" | "resend_invitation";

/**
 * Activates, deactivates, deletes or invites again one colleague (answered with the colleague as
 * they now are; a delete with nothing). The caller asks the user first.
 */
export function useColleagueAction() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ action, id }: { action: ColleagueAction; id: number }) =>
      apiPost(
        action === "delete" ? emptyResponseSchema : colleagueResponseSchema,
        `${COLLEAGUE_PATH}/${action}`,
        checkedRequest(colleagueIdRequestSchema, { partner_id: id }),
      ),
    onSuccess: settle,
  });
}
