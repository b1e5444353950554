"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deleteTagsRequestSchema, tagListResponseSchema } from "../contract/contacts";
import { emptyResponseSchema } from "../contract/common";
import { apiGet, apiPost } from "./client";
import { contactKeys } from "./contacts";

const contactTagKeys = {
  all: ["contact-tags"] as const,
  lists: () => [...contactTagKeys.all, "list"] as const,
  list: (query: ContactTagQuery) => [...contactTagKeys.lists(), query] as const,
};

export interface ContactTagQuery {
  page: number;
  perPage: number;
  /** A whole tag (the upstream matches it exactly, case aside); blank for all. */
  tag?: string | null;
}

function listParams({ page, perPage, tag }: ContactTagQuery): Record<string, string | number> {
  const text = tag?.trim();
  return text ? { page, per_page: perPage, tag: text } : { page, per_page: perPage };
}

/** A page of the user's tags, newest first; each is one tag on one contact. */
export function useContactTags(query: ContactTagQuery) {
  return useQuery({
    queryKey: contactTagKeys.list(query),
    queryFn: () => apiGet(tagListResponseSchema, "v1/api/phonebooks/numbers/tags", listParams(query)),
    placeholderData: keepPreviousData,
  });
}

/** Deletes tags by id; the contacts that had them lose them. The caller asks the user first. */
export function useDeleteContactTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiPost(
        emptyResponseSchema,
        "v1/api/phonebooks/tags/delete-list",
        deleteTagsRequestSchema.parse({ listTags: ids }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactTagKeys.all }),
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
      ]),
  });
}
