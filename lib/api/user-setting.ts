"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type * as z from "zod/mini";
import { userSettingResponseSchema, userSettingSchema } from "../contract/user-setting";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import { userSettingQuery } from "./queries/wallet-queries";
import { walletKeys } from "./queries/wallet-keys";

/** The account's settings (`user/setting`): the low-balance threshold and the notifications' channels. */
export const useUserSetting = () => useQuery(browserQuery(userSettingQuery));

/** Saves what is given (the threshold, some channels, or both); the rest stays as it was. */
export function useSaveUserSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: z.input<typeof userSettingSchema>) =>
      apiPost(userSettingResponseSchema, "v1/api/user/setting", checkedRequest(userSettingSchema, change)).then(
        (body) => body.data,
      ),
    onSuccess: (setting) => queryClient.setQueryData(walletKeys.setting(), setting),
  });
}
