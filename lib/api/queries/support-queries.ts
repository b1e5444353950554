import type * as z from "zod/mini";
import {
  ticketCategoriesResponseSchema,
  ticketDetailResponseSchema,
  ticketFeedbackPendingResponseSchema,
  ticketListResponseSchema,
  type RequestType,
  type TicketCategory,
  type TicketDetail,
} from "../../contract/support";
import { TICKET_PATH, ticketKeys } from "./support-keys";
import type { UpstreamParams, UpstreamQuery } from "./upstream-query";

/** A list's query string: the page, the kind and the filters set (Edge wants an absent filter left out). */
export type TicketListParams = UpstreamParams;

/** `GET ticket` with its filters: the rows and the page. */
export function ticketListQuery(
  params: TicketListParams,
): UpstreamQuery<typeof ticketListResponseSchema, z.infer<typeof ticketListResponseSchema>> {
  return {
    kind: "query",
    queryKey: ticketKeys.list(params),
    path: TICKET_PATH,
    params,
    schema: ticketListResponseSchema,
    toData: (body) => body,
  };
}

/** `GET ticket/show?ticket_id=`: the request with its messages and files. */
export function ticketQuery(id: number): UpstreamQuery<typeof ticketDetailResponseSchema, TicketDetail> {
  return {
    kind: "query",
    queryKey: ticketKeys.one(id),
    path: `${TICKET_PATH}/show`,
    params: { ticket_id: id },
    schema: ticketDetailResponseSchema,
    toData: (body) => body.data,
  };
}

/** `GET ticket/category?type=`: a kind's categories, each with its sub-categories. */
export function ticketCategoriesQuery(
  type: RequestType,
): UpstreamQuery<typeof ticketCategoriesResponseSchema, TicketCategory[]> {
  return {
    kind: "query",
    queryKey: ["ticket-categories", type],
    path: `${TICKET_PATH}/category`,
    params: { type },
    schema: ticketCategoriesResponseSchema,
    toData: (body) => body.data,
  };
}

export type PendingFeedback = z.infer<typeof ticketFeedbackPendingResponseSchema>["data"];

/** `GET ticket/feedback`: the closed request whose short question is still to be asked, or null. */
export const pendingFeedbackQuery: UpstreamQuery<typeof ticketFeedbackPendingResponseSchema, PendingFeedback> = {
  kind: "query",
  queryKey: ticketKeys.feedback(),
  path: `${TICKET_PATH}/feedback`,
  schema: ticketFeedbackPendingResponseSchema,
  toData: (body) => body.data,
};
