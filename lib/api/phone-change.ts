"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  codeOfferResponseSchema,
  newMobileRequestSchema,
  phoneChangeCodeSchema,
  phoneChangeStatusResponseSchema,
  type PhoneChangeStatus,
} from "../contract/phone-change";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import { profileKeys } from "./queries/profile-queries";
import type { UpstreamQuery } from "./queries/upstream-query";

const PATH = "v1/api/user/change_mobile";
/** How often a request under review is read again, to show the expert's decision without a reload. */
const REVIEW_POLL_MS = 5_000;

const phoneChangeKeys = { status: () => ["phone-change", "status"] as const };

const statusQuery: UpstreamQuery<typeof phoneChangeStatusResponseSchema, PhoneChangeStatus> = {
  kind: "query",
  queryKey: phoneChangeKeys.status(),
  path: `${PATH}/status`,
  schema: phoneChangeStatusResponseSchema,
  toData: (body) => body.data,
};

/**
 * The mobile now and where the latest request stands; read again every few seconds while it is
 * under review. Once an approval changes the mobile, the profile's cached copy is read again too.
 */
export function usePhoneChangeStatus() {
  const queryClient = useQueryClient();
  const status = useQuery({
    ...browserQuery(statusQuery),
    refetchInterval: (query) => (query.state.data?.request?.state === "review" ? REVIEW_POLL_MS : false),
  });
  const mobile = status.data?.mobile;
  useEffect(() => {
    if (mobile) void queryClient.invalidateQueries({ queryKey: profileKeys.details(), refetchType: "none" });
  }, [mobile, queryClient]);
  return status;
}

/**
 * A step's answer becomes the status shown; a step refused (another tab moved the request on, a
 * review arrived) reads the status again so the steps follow.
 */
function useStatusAfterStep() {
  const queryClient = useQueryClient();
  return {
    keep: (status: PhoneChangeStatus) => queryClient.setQueryData(phoneChangeKeys.status(), status),
    reread: () => queryClient.invalidateQueries({ queryKey: phoneChangeKeys.status() }),
  };
}

/** Step 1: a code to the current number (again, once the wait is over). */
export function useRequestCurrentCode() {
  const { reread } = useStatusAfterStep();
  return useMutation({
    mutationFn: () => apiPost(codeOfferResponseSchema, `${PATH}/request_change_otp`).then((body) => body.data),
    onError: reread,
  });
}

/** Step 1 confirmed with the current number's code. */
export function useConfirmCurrentCode() {
  const { keep, reread } = useStatusAfterStep();
  return useMutation({
    mutationFn: (otp: string) =>
      apiPost(
        phoneChangeStatusResponseSchema,
        `${PATH}/check_otp`,
        checkedRequest(phoneChangeCodeSchema, { otp }),
      ).then((body) => body.data),
    onSuccess: keep,
    onError: reread,
  });
}

/** Step 2: the new number, and a code to it. */
export function useNameNewMobile() {
  const { reread } = useStatusAfterStep();
  return useMutation({
    mutationFn: (mobile: string) =>
      apiPost(
        codeOfferResponseSchema,
        `${PATH}/confirm_new_mobile`,
        checkedRequest(newMobileRequestSchema, { mobile }),
      ).then((body) => body.data),
    onSettled: reread,
  });
}

/** Step 3: the new number's code; the request goes to the expert. */
export function useConfirmNewCode() {
  const { keep, reread } = useStatusAfterStep();
  return useMutation({
    mutationFn: (otp: string) =>
      apiPost(
        phoneChangeStatusResponseSchema,
        `${PATH}/confirm_change_otp`,
        checkedRequest(phoneChangeCodeSchema, { otp }),
      ).then((body) => body.data),
    onSuccess: keep,
    onError: reread,
  });
}
