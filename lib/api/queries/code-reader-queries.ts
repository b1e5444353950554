import type * as z from "zod/mini";
import {
  codeReaderInboxResponseSchema,
  codeReaderListResponseSchema,
  codeReaderResponseSchema,
  codeReaderVariablesResponseSchema,
  type CodeReaderKind,
  type CodeReaderOut,
} from "../../contract/code-readers";
import { SECRETARIES_BASE } from "./secretary-queries";
import type { UpstreamQuery } from "./upstream-query";

export const CODE_READERS_PATH = `${SECRETARIES_BASE}/advanced-reader`;

export type CodeReaderInboxTab = CodeReaderKind | "all";

export const codeReaderKeys = {
  all: ["code-readers"] as const,
  list: (page: number, perPage: number) => [...codeReaderKeys.all, "list", page, perPage] as const,
  one: (id: number) => [...codeReaderKeys.all, "one", id] as const,
  variables: (id: number) => [...codeReaderKeys.all, "variables", id] as const,
  inbox: (id: number, kind: string, page: number, perPage: number) =>
    [...codeReaderKeys.all, "inbox", id, kind, page, perPage] as const,
};

type CodeReaderPage = z.infer<typeof codeReaderListResponseSchema>;

/** A page of the account's code readers, newest first. */
export const codeReaderListQuery = (
  page: number,
  perPage: number,
): UpstreamQuery<typeof codeReaderListResponseSchema, CodeReaderPage> => ({
  kind: "query",
  queryKey: codeReaderKeys.list(page, perPage),
  path: CODE_READERS_PATH,
  params: { page, per_page: perPage },
  schema: codeReaderListResponseSchema,
  toData: (body) => body,
});

/** One code reader with its counts and variables. */
export const codeReaderQuery = (id: number): UpstreamQuery<typeof codeReaderResponseSchema, CodeReaderOut> => ({
  kind: "query",
  queryKey: codeReaderKeys.one(id),
  path: `${CODE_READERS_PATH}/${id}`,
  schema: codeReaderResponseSchema,
  toData: (body) => body.data,
});

type Variables = z.infer<typeof codeReaderVariablesResponseSchema>["data"];

/** A reader's variables and the placeholders each of its answers may carry. */
export const codeReaderVariablesQuery = (
  id: number,
): UpstreamQuery<typeof codeReaderVariablesResponseSchema, Variables> => ({
  kind: "query",
  queryKey: codeReaderKeys.variables(id),
  path: `${CODE_READERS_PATH}/get-variables`,
  params: { id },
  schema: codeReaderVariablesResponseSchema,
  toData: (body) => body.data,
});

type InboxPage = z.infer<typeof codeReaderInboxResponseSchema>;

/** A page of what one reader received, all of it or of one kind, newest first. */
export const codeReaderInboxQuery = (
  id: number,
  kind: CodeReaderInboxTab,
  page: number,
  perPage: number,
): UpstreamQuery<typeof codeReaderInboxResponseSchema, InboxPage> => ({
  kind: "query",
  queryKey: codeReaderKeys.inbox(id, kind, page, perPage),
  path: `${CODE_READERS_PATH}/${id}/inbox`,
  params: { kind, page, per_page: perPage },
  schema: codeReaderInboxResponseSchema,
  toData: (body) => body,
});
