import type * as z from "zod/mini";
import {
  receiverLineListResponseSchema,
  secretaryDrawListResponseSchema,
  secretaryInboxResponseSchema,
  secretaryListResponseSchema,
  secretaryResponseSchema,
  secretaryResultsResponseSchema,
  type SecretaryInboxKind,
  type SecretaryOut,
} from "../../contract/secretaries";
import type { UpstreamQuery } from "./upstream-query";

export const SECRETARIES_BASE = "v1/api/phonebooks/advanced-services";
export const SECRETARIES_PATH = `${SECRETARIES_BASE}/general-messaging`;

export const secretaryKeys = {
  all: ["secretaries"] as const,
  list: (page: number, perPage: number) => [...secretaryKeys.all, "list", page, perPage] as const,
  one: (id: number) => [...secretaryKeys.all, "one", id] as const,
  inbox: (id: number, kind: string, page: number, perPage: number) =>
    [...secretaryKeys.all, "inbox", id, kind, page, perPage] as const,
  results: (id: number) => [...secretaryKeys.all, "results", id] as const,
  draws: (id: number) => [...secretaryKeys.all, "draws", id] as const,
  receiverLines: () => [...secretaryKeys.all, "receiver-lines"] as const,
};

type SecretaryPage = z.infer<typeof secretaryListResponseSchema>;

/** A page of the account's secretaries, newest first. */
export const secretaryListQuery = (
  page: number,
  perPage: number,
): UpstreamQuery<typeof secretaryListResponseSchema, SecretaryPage> => ({
  kind: "query",
  queryKey: secretaryKeys.list(page, perPage),
  path: SECRETARIES_PATH,
  params: { page, per_page: perPage },
  schema: secretaryListResponseSchema,
  toData: (body) => body,
});

/** One secretary with its type's own fields. */
export const secretaryQuery = (id: number): UpstreamQuery<typeof secretaryResponseSchema, SecretaryOut> => ({
  kind: "query",
  queryKey: secretaryKeys.one(id),
  path: `${SECRETARIES_PATH}/${id}`,
  schema: secretaryResponseSchema,
  toData: (body) => body.data,
});

type InboxPage = z.infer<typeof secretaryInboxResponseSchema>;

/** A page of what one secretary received, all of it or of one kind, newest first. */
export const secretaryInboxQuery = (
  id: number,
  kind: SecretaryInboxKind | "all",
  page: number,
  perPage: number,
): UpstreamQuery<typeof secretaryInboxResponseSchema, InboxPage> => ({
  kind: "query",
  queryKey: secretaryKeys.inbox(id, kind, page, perPage),
  path: `${SECRETARIES_BASE}/module-inboxes-list`,
  params: { secretary_id: id, inbox_type: kind, page, per_page: perPage },
  schema: secretaryInboxResponseSchema,
  toData: (body) => body,
});

type Results = z.infer<typeof secretaryResultsResponseSchema>["data"];

/** Messages by kind, and a poll's votes by option. */
export const secretaryResultsQuery = (id: number): UpstreamQuery<typeof secretaryResultsResponseSchema, Results> => ({
  kind: "query",
  queryKey: secretaryKeys.results(id),
  path: `${SECRETARIES_PATH}/${id}/results`,
  schema: secretaryResultsResponseSchema,
  toData: (body) => body.data,
});

type Draws = z.infer<typeof secretaryDrawListResponseSchema>["data"];

/** A contest's draws, newest first. */
export const secretaryDrawsQuery = (id: number): UpstreamQuery<typeof secretaryDrawListResponseSchema, Draws> => ({
  kind: "query",
  queryKey: secretaryKeys.draws(id),
  path: `${SECRETARIES_PATH}/${id}/draws`,
  schema: secretaryDrawListResponseSchema,
  toData: (body) => body.data,
});

type ReceiverLines = z.infer<typeof receiverLineListResponseSchema>["data"];

/** The account's lines that receive SMS: where a secretary can listen. */
export const receiverLinesQuery: UpstreamQuery<typeof receiverLineListResponseSchema, ReceiverLines> = {
  kind: "query",
  queryKey: secretaryKeys.receiverLines(),
  path: "v1/api/numbers/receiver-list",
  schema: receiverLineListResponseSchema,
  toData: (body) => body.data,
};
