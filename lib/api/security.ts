"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  disableTwoStepRequestSchema,
  disableTwoStepResponseSchema,
  enableTwoStepRequestSchema,
  enableTwoStepResponseSchema,
  endSessionsResponseSchema,
  sendTwoStepCodeResponseSchema,
  showQrResponseSchema,
  type ChangePasswordRequest,
  type DisableTwoStepRequest,
  type EnableTwoStepRequest,
} from "../contract/security";
import { checkedRequest } from "./checked-request";
import { apiPost, apiRequest } from "./client";
import { browserQuery } from "./queries/in-browser";
import {
  activeSessionsQuery,
  securityKeys,
  signInEventsQuery,
  twoStepStatusQuery,
  USER_PATH,
} from "./queries/security-queries";

export const useTwoStepStatus = () => useQuery(browserQuery(twoStepStatusQuery));
export const useActiveSessions = () => useQuery(browserQuery(activeSessionsQuery));
export const useSignInEvents = () => useQuery(browserQuery(signInEventsQuery));

/** The list of sessions is read again after anything that ends some. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });
}

/** A new password; every other session of the user ends upstream, this one stays. */
export function useChangePassword() {
  const refreshSessions = useRefreshSessions();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiPost(
        changePasswordResponseSchema,
        `${USER_PATH}/change_password`,
        checkedRequest(changePasswordRequestSchema, request),
      ).then((body) => body.data),
    onSuccess: refreshSessions,
  });
}

/** A code to the account's mobile, to turn two-step on by SMS or to turn it off. */
export function useSendTwoStepCode() {
  return useMutation({
    mutationFn: () => apiPost(sendTwoStepCodeResponseSchema, `${USER_PATH}/2fa/send_code`).then((body) => body.data),
  });
}

/** A new authenticator secret with its QR code, waiting for the app's first code. */
export function useShowQr() {
  return useMutation({
    mutationFn: () => apiPost(showQrResponseSchema, `${USER_PATH}/2fa/show_qr`).then((body) => body.data),
  });
}

/** Two-step on; answers the recovery codes, which are never shown again. */
export function useEnableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: EnableTwoStepRequest) =>
      apiPost(
        enableTwoStepResponseSchema,
        `${USER_PATH}/2fa/enable`,
        checkedRequest(enableTwoStepRequestSchema, request),
      ).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoStep() }),
  });
}

export function useDisableTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DisableTwoStepRequest) =>
      apiPost(
        disableTwoStepResponseSchema,
        `${USER_PATH}/2fa/disable`,
        checkedRequest(disableTwoStepRequestSchema, request),
      ).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoStep() }),
  });
}

/** Ends one of the user's other sessions: it stops at its next call. */
export function useEndSession() {
  const refreshSessions = useRefreshSessions();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(endSessionsResponseSchema, `${USER_PATH}/sessions/${id}`, { method: "delete" }).then(
        (body) => body.data,
      ),
    onSettled: refreshSessions,
  });
}

/** «خروج از همهٔ نشست‌های دیگر»: every session but this one ends. */
export function useEndOtherSessions() {
  const refreshSessions = useRefreshSessions();
  return useMutation({
    mutationFn: () => apiPost(endSessionsResponseSchema, `${USER_PATH}/sessions/end_others`).then((body) => body.data),
    onSuccess: refreshSessions,
  });
}
