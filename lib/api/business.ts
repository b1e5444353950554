"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { businessNeedCheckResponseSchema, businessSetupRequestSchema } from "../contract/business";
import { envelope } from "../contract/envelope";
import { checkedRequest } from "./checked-request";
import { apiGet, apiPost } from "./client";

const NEED_CHECK_KEY = ["business", "need-check"] as const;
const okSchema = envelope(z.unknown());

/** Whether the account still has to name its business (a new registration); asked once, never retried (spec §7). */
export function useBusinessNeedCheck() {
  return useQuery({
    queryKey: NEED_CHECK_KEY,
    queryFn: () => apiGet(businessNeedCheckResponseSchema, "v1/api/user/business/need_check").then((body) => body.data),
    retry: false,
    staleTime: Infinity,
  });
}

/** Names the business and its activity domain; sending is allowed from then on. */
export function useBusinessSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof businessSetupRequestSchema>) =>
      apiPost(okSchema, "v1/api/user/business/setup", checkedRequest(businessSetupRequestSchema, input)),
    onSuccess: (_, input) =>
      queryClient.setQueryData(NEED_CHECK_KEY, { need_setup: false, business_name: input.business_name.trim() }),
  });
}
