"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { panelOkResponseSchema } from "../contract/auth";
import { apiPost } from "./client";

export const LOGIN_PATH = "/login";

/**
 * Logout (spec §4): the BFF calls the upstream's logout and destroys the session; on success
 * every cached answer is forgotten and the browser goes to the login page with a full load.
 * A failure stays on the mutation for the caller to show.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost(panelOkResponseSchema, "v1/api/acl/auth/logout"),
    onSuccess: () => {
      queryClient.clear();
      // A full load on purpose: nothing of the signed-out user's state may survive in memory.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(LOGIN_PATH);
    },
  });
}
