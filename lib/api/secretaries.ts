"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { emptyResponseSchema } from "../contract/common";
import {
  deleteSecretariesRequestSchema,
  giftCodesRequestSchema,
  giftCodesResponseSchema,
  secretaryDrawRequestSchema,
  secretaryDrawResponseSchema,
  secretaryRequestSchema,
  secretaryResponseSchema,
  secretaryStateRequestSchema,
  type SecretaryInboxKind,
  type SecretaryOut,
  type SecretaryRequest,
} from "../contract/secretaries";
import { checkedRequest } from "./checked-request";
import { apiPost, apiRequest } from "./client";
import { retryUnless } from "./query-client";
import { browserQuery } from "./queries/in-browser";
import {
  receiverLinesQuery,
  SECRETARIES_PATH,
  secretaryDrawsQuery,
  secretaryInboxQuery,
  secretaryKeys,
  secretaryListQuery,
  secretaryQuery,
  secretaryResultsQuery,
} from "./queries/secretary-queries";

/** A page of the account's secretaries; the last page stays while the next loads. */
export function useSecretaryList(page: number, perPage: number) {
  return useQuery({ ...browserQuery(secretaryListQuery(page, perPage)), placeholderData: keepPreviousData });
}

export function useSecretary(id: number) {
  return useQuery({ ...browserQuery(secretaryQuery(id)), retry: retryUnless(404) });
}

export const useReceiverLines = () => useQuery(browserQuery(receiverLinesQuery));

/** A page of what a secretary received; new messages show without a reload. */
export function useSecretaryInbox(id: number, kind: SecretaryInboxKind | "all", page: number, perPage: number) {
  return useQuery({
    ...browserQuery(secretaryInboxQuery(id, kind, page, perPage)),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

export function useSecretaryResults(id: number) {
  return useQuery({ ...browserQuery(secretaryResultsQuery(id)), refetchInterval: 10_000 });
}

export function useSecretaryDraws(id: number, enabled: boolean) {
  return useQuery({ ...browserQuery(secretaryDrawsQuery(id)), enabled });
}

/** After a change: the secretary as answered is kept, and every list of secretaries is read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (secretary: SecretaryOut | null) => {
    if (secretary) queryClient.setQueryData(secretaryKeys.one(secretary.id), secretary);
    return queryClient.invalidateQueries({ queryKey: [...secretaryKeys.all, "list"] });
  };
}

export function useCreateSecretary() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: SecretaryRequest) =>
      apiPost(secretaryResponseSchema, SECRETARIES_PATH, checkedRequest(secretaryRequestSchema, body)).then(
        (answer) => answer.data,
      ),
    onSuccess: settle,
  });
}

export function useUpdateSecretary(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: SecretaryRequest) =>
      apiRequest(secretaryResponseSchema, `${SECRETARIES_PATH}/${id}`, {
        method: "put",
        json: checkedRequest(secretaryRequestSchema, body),
      }).then((answer) => answer.data),
    onSuccess: settle,
  });
}

/** Activate or disable: answers stop or start at once. */
export function useSetSecretaryActive() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiPost(
        secretaryResponseSchema,
        `${SECRETARIES_PATH}/${id}/state`,
        checkedRequest(secretaryStateRequestSchema, { active }),
      ).then((answer) => answer.data),
    onSuccess: settle,
  });
}

export function useDeleteSecretaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiPost(
        emptyResponseSchema,
        `${SECRETARIES_PATH}/delete-list`,
        checkedRequest(deleteSecretariesRequestSchema, { ids }),
      ),
    onSuccess: (_answer, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: secretaryKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: [...secretaryKeys.all, "list"] });
    },
  });
}

/** A gift secretary's codes added, handed out in this order. */
export function useAddGiftCodes(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codes: string[]) =>
      apiPost(
        giftCodesResponseSchema,
        `${SECRETARIES_PATH}/${id}/gift-codes`,
        checkedRequest(giftCodesRequestSchema, { codes }),
      ).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secretaryKeys.one(id) }),
  });
}

/** A contest's draw among its correct answers; the draws are read again. */
export function useDrawContest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { count: number; seed?: string }) =>
      apiPost(
        secretaryDrawResponseSchema,
        `${SECRETARIES_PATH}/${id}/draw`,
        checkedRequest(secretaryDrawRequestSchema, body),
      ).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secretaryKeys.draws(id) }),
  });
}
