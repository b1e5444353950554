"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addBlacklistRequestSchema,
  addBlacklistResponseSchema,
  blacklistResponseSchema,
  cancel11ResponseSchema,
  deleteBlacklistRequestSchema,
  type BlacklistType,
} from "../contract/contact-lists";
import { emptyResponseSchema } from "../contract/common";
import { apiGet, apiPost } from "./client";
import { contactKeys, upstreamSearchText } from "./contacts";

/** The send and receive blacklists and the cancel11 list. */
const contactListKeys = {
  all: ["contact-lists"] as const,
  blacklists: () => [...contactListKeys.all, "blacklist"] as const,
  blacklist: (type: BlacklistType, query: NumberListQuery) => [...contactListKeys.blacklists(), type, query] as const,
  cancel11: (query: Cancel11Query) => [...contactListKeys.all, "cancel11", query] as const,
};

export interface NumberListQuery {
  page: number;
  perPage: number;
  /** A whole mobile in any form, or some of its digits; blank for all. */
  number?: string | null;
}

export interface Cancel11Query extends NumberListQuery {
  /** One sender line's list; null for every line. */
  lineId?: number | null;
}

/** A number search as the contacts' search sends it: a typed 09… start is looked for as 98…. */
function listParams({ page, perPage, number }: NumberListQuery): Record<string, string | number> {
  const search = number?.trim() ? upstreamSearchText(number) : "";
  return search ? { page, per_page: perPage, number: search } : { page, per_page: perPage };
}

/** A page of one blacklist, newest first, each number with the day it was added. */
export function useBlacklist(type: BlacklistType, query: NumberListQuery) {
  return useQuery({
    queryKey: contactListKeys.blacklist(type, query),
    queryFn: () => apiGet(blacklistResponseSchema, "v1/api/phonebooks/blacklist", { ...listParams(query), type }),
    placeholderData: keepPreviousData,
  });
}

/** A contact's page says whether its number is on either blacklist: it changes with them. */
function useInvalidateBlacklists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactListKeys.blacklists() }),
      queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    ]);
}

/** Adds numbers to a blacklist; answers how many were added and how many were there already. */
export function useAddToBlacklist() {
  const invalidate = useInvalidateBlacklists();
  return useMutation({
    mutationFn: (request: { type: BlacklistType; numbers: readonly string[] }) =>
      apiPost(addBlacklistResponseSchema, "v1/api/phonebooks/blacklist", addBlacklistRequestSchema.parse(request)).then(
        (body) => body.data,
      ),
    onSuccess: invalidate,
  });
}

/** Takes entries (by id) off one blacklist. The caller asks the user first. */
export function useDeleteFromBlacklist() {
  const invalidate = useInvalidateBlacklists();
  return useMutation({
    mutationFn: ({ type, ids }: { type: BlacklistType; ids: readonly number[] }) =>
      apiPost(
        emptyResponseSchema,
        "v1/api/phonebooks/blacklist/delete-list",
        deleteBlacklistRequestSchema.parse({ type, listNumbers: ids }),
      ),
    onSuccess: invalidate,
  });
}

/** A page of the cancel11 list (numbers that answered 11), of one line or all, newest first. */
export function useCancel11List({ lineId, ...query }: Cancel11Query) {
  return useQuery({
    queryKey: contactListKeys.cancel11({ ...query, lineId }),
    queryFn: () =>
      apiGet(
        cancel11ResponseSchema,
        "v1/api/phonebooks/cancel11",
        lineId ? { ...listParams(query), line_id: lineId } : listParams(query),
      ),
    placeholderData: keepPreviousData,
  });
}
