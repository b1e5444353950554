"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type * as z from "zod/mini";
import type { PreferencesChange } from "../contract/panel-preferences";
import { userSettingResponseSchema, userSettingSchema, type UserSetting } from "../contract/user-setting";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import { userSettingQuery } from "./queries/wallet-queries";
import { walletKeys } from "./queries/wallet-keys";

/**
 * The account's settings (`user/setting`): the low-balance threshold, the notifications' channels
 * and the member's panel preferences.
 */
export const useUserSetting = () => useQuery(browserQuery(userSettingQuery));

/** One save of `user/setting`, checked with the upstream's schema first; the cache takes the answer. */
async function saveSetting(queryClient: QueryClient, change: z.input<typeof userSettingSchema>): Promise<UserSetting> {
  const body = await apiPost(
    userSettingResponseSchema,
    "v1/api/user/setting",
    checkedRequest(userSettingSchema, change),
  );
  queryClient.setQueryData(walletKeys.setting(), body.data);
  return body.data;
}

/** Saves what is given (the threshold, some channels, preferences, or any of them); the rest stays as it was. */
export function useSaveUserSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: z.input<typeof userSettingSchema>) => saveSetting(queryClient, change),
  });
}

/** Saves a change of the panel's preferences outside a form (the header's theme switch). */
export const savePreferences = (queryClient: QueryClient, change: PreferencesChange) =>
  saveSetting(queryClient, { preferences: change });
