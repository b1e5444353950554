import type * as z from "zod/mini";
import { phonebookListResponseSchema, type Phonebook } from "../../contract/phonebooks";
import type { UpstreamQuery } from "./upstream-query";

export interface PhonebookListQuery {
  page: number;
  perPage: number;
  /** Part of a title; blank lists every phonebook. */
  title?: string | null;
}

export const phonebookKeys = {
  all: ["phonebooks"] as const,
  lists: () => [...phonebookKeys.all, "list"] as const,
  list: (query: PhonebookListQuery) => [...phonebookKeys.lists(), query] as const,
  one: (id: number) => [...phonebookKeys.all, "one", id] as const,
  numberCount: (ids: readonly number[]) => [...phonebookKeys.all, "number-count", ids] as const,
};

export const PHONEBOOKS_PATH = "v1/api/phonebooks";

export function phonebookListParams({ page, perPage, title }: PhonebookListQuery): Record<string, string | number> {
  const text = title?.trim();
  return text ? { page, per_page: perPage, title: text } : { page, per_page: perPage };
}

/** A page of the user's phonebooks, newest first, each with its contact count. */
export const phonebookListQuery = (
  query: PhonebookListQuery,
): UpstreamQuery<typeof phonebookListResponseSchema, z.infer<typeof phonebookListResponseSchema>> => ({
  kind: "query",
  queryKey: phonebookKeys.list(query),
  path: `${PHONEBOOKS_PATH}/list-new`,
  params: phonebookListParams(query),
  schema: phonebookListResponseSchema,
  toData: (body) => body,
});

/** One phonebook by id (its title and count), or null when the user has none with that id. */
export const phonebookQuery = (id: number): UpstreamQuery<typeof phonebookListResponseSchema, Phonebook | null> => ({
  kind: "query",
  queryKey: phonebookKeys.one(id),
  path: `${PHONEBOOKS_PATH}/list-new`,
  params: { id, page: 1, per_page: 1 },
  schema: phonebookListResponseSchema,
  toData: (body) => body.data[0] ?? null,
});
