"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { envelope } from "../contract/envelope";
import {
  interactionRateRequestSchema,
  ticketAiRequestSchema,
  ticketAiResponseSchema,
  ticketCreatedResponseSchema,
  ticketFeedbackRequestSchema,
  ticketIdRequestSchema,
  ticketRateRequestSchema,
  ticketReplyResponseSchema,
  SUPPORT_RULES,
  type RequestType,
  type TicketCreateFields,
  type TicketDetail,
} from "../contract/support";
import type { UploadOptions } from "../files/upload-options";
import { createRequestFormData, replyFormData } from "../support/request-form-data";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import { TICKET_PATH, ticketKeys } from "./queries/support-keys";
import {
  pendingFeedbackQuery,
  ticketCategoriesQuery,
  ticketListQuery,
  ticketQuery,
  type TicketListParams,
} from "./queries/support-queries";
import { retryUnless } from "./query-client";
import { apiUpload } from "./upload";

/** What the upstream answers to an action with nothing to read back. */
const doneSchema = envelope(z.unknown());

/** `GET ticket` with its filters; the last page stays while the next loads. */
export function useTicketList(params: TicketListParams) {
  return useQuery({ ...browserQuery(ticketListQuery(params)), placeholderData: keepPreviousData });
}

/** `GET ticket/show`: one request of the account; another account's (or none) answers 404, asked once. */
export function useTicket(id: number) {
  return useQuery({ ...browserQuery(ticketQuery(id)), retry: retryUnless(404) });
}

/** A kind's categories: they change seldom, so they are kept for a while. */
export function useTicketCategories(type: RequestType) {
  return useQuery({ ...browserQuery(ticketCategoriesQuery(type)), staleTime: 5 * 60_000 });
}

/** The closed request whose short feedback is still to be asked, or null. */
export function usePendingFeedback() {
  return useQuery(browserQuery(pendingFeedbackQuery));
}

export interface NewRequest {
  fields: TicketCreateFields;
  files: readonly File[];
  options?: UploadOptions;
}

/** `POST ticket` (multipart, with upload progress): answers the new request's number. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, files, options }: NewRequest) =>
      apiUpload(ticketCreatedResponseSchema, TICKET_PATH, createRequestFormData(fields, files), options).then(
        (answer) => answer.data.ticket_id,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
  });
}

/** `POST ticket/ai`: FAQ answers like what was typed, best first, at most three; nothing is stored. */
export function useFaqSuggestions() {
  return useMutation({
    mutationFn: (typed: { subject: string; description: string }) =>
      apiPost(ticketAiResponseSchema, `${TICKET_PATH}/ai`, checkedRequest(ticketAiRequestSchema, typed)).then(
        (answer) => answer.data.suggestions.slice(0, SUPPORT_RULES.maxSuggestions),
      ),
  });
}

/** After a change to a request: it and the lists are read again (the upstream decides the state). */
function useRereadRequest(id: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketKeys.one(id) }),
      queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
    ]);
}

export interface Reply {
  description: string;
  files: readonly File[];
  options?: UploadOptions;
}

/** `POST ticket/interaction` (multipart, with upload progress): the user's reply to an open request. */
export function useReplyRequest(id: number) {
  const reread = useRereadRequest(id);
  return useMutation({
    mutationFn: ({ description, files, options }: Reply) =>
      apiUpload(
        ticketReplyResponseSchema,
        `${TICKET_PATH}/interaction`,
        replyFormData(id, description, files),
        options,
      ),
    onSuccess: reread,
  });
}

/** `POST ticket/interaction/rate`: one of support's answers rated 1 to 5; the page shows it at once. */
export function useRateAnswer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: { interaction_id: number; rate: number }) =>
      apiPost(doneSchema, `${TICKET_PATH}/interaction/rate`, checkedRequest(interactionRateRequestSchema, rating)),
    onSuccess: (_, rating) =>
      queryClient.setQueryData<TicketDetail>(ticketKeys.one(id), (detail) =>
        detail
          ? {
              ...detail,
              interactions: detail.interactions.map((message) =>
                message.id === rating.interaction_id ? { ...message, rate: rating.rate } : message,
              ),
            }
          : detail,
      ),
  });
}

/** `POST ticket/rate`: the closed request rated as a whole, with an optional word. */
export function useRateRequest(id: number) {
  const reread = useRereadRequest(id);
  return useMutation({
    mutationFn: (rating: { rate: number; rate_comment?: string | null }) =>
      apiPost(doneSchema, `${TICKET_PATH}/rate`, checkedRequest(ticketRateRequestSchema, { ticket_id: id, ...rating })),
    onSuccess: reread,
  });
}

/** `POST ticket/close`: the owner closes the request; its feedback question may follow. */
export function useCloseRequest(id: number) {
  const queryClient = useQueryClient();
  const reread = useRereadRequest(id);
  return useMutation({
    mutationFn: () =>
      apiPost(doneSchema, `${TICKET_PATH}/close`, checkedRequest(ticketIdRequestSchema, { ticket_id: id })),
    onSuccess: () => Promise.all([reread(), queryClient.invalidateQueries({ queryKey: ticketKeys.feedback() })]),
  });
}

/** `POST ticket/seen`: the request's answers seen; the navigation's count and the lists are read again. */
export function useMarkSeen(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost(doneSchema, `${TICKET_PATH}/seen`, checkedRequest(ticketIdRequestSchema, { ticket_id: id })),
    onSuccess: () => {
      queryClient.setQueryData<TicketDetail>(ticketKeys.one(id), (detail) =>
        detail ? { ...detail, user_seen: 1 } : detail,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.unseen() }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]);
    },
  });
}

export type FeedbackAnswer =
  { ticket_id: number; solved: boolean; comment?: string | null } | { ticket_id: number; dismissed: true };

/** `POST ticket/feedback`: the short question answered or declined; either way it is not asked again. */
export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: FeedbackAnswer) =>
      apiPost(doneSchema, `${TICKET_PATH}/feedback`, checkedRequest(ticketFeedbackRequestSchema, answer)),
    onSuccess: (_, answer) => {
      queryClient.setQueryData(ticketKeys.feedback(), null);
      queryClient.setQueryData<TicketDetail>(ticketKeys.one(answer.ticket_id), (detail) =>
        detail ? { ...detail, feedback: "dismissed" in answer ? "dismissed" : "answered" } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: ticketKeys.feedback() });
    },
  });
}
