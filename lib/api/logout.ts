"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { emptyResponseSchema } from "../contract/common";
import { apiPost } from "./client";
import { markLeaving } from "./leaving";

const LOGIN_PATH = "/login";

/**
 * Logout (spec §4): the BFF calls the upstream's logout and destroys the session; on success
 * every cached answer is forgotten and the browser goes to the login page with a full load.
 * A failure stays on the mutation for the caller to show.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      markLeaving(true);
      return apiPost(emptyResponseSchema, "v1/api/acl/auth/logout");
    },
    onError: () => markLeaving(false),
    onSuccess: () => {
      queryClient.clear();
      // A full load on purpose: nothing of the signed-out user's state may survive in memory.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(LOGIN_PATH);
    },
  });
}
