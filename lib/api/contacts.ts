"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addContactsRequestSchema,
  addContactsResponseSchema,
  addTagsRequestSchema,
  contactDetailResponseSchema,
  contactInputSchema,
  contactTagsResponseSchema,
  deleteContactsRequestSchema,
  type ContactInput,
} from "../contract/contacts";
import { type ExportFormat } from "../contract/common";
import { emptyResponseSchema } from "../contract/common";
import { retryUnless } from "./query-client";
import { apiGet, apiPost, apiRequest } from "./client";
import {
  contactFeaturesQuery,
  contactFilterParams,
  contactKeys,
  contactListQuery,
  NUMBERS_PATH,
  upstreamSearchText,
  type ContactFilters,
  type ContactListQuery,
} from "./queries/contacts-queries";
import { browserQuery } from "./queries/in-browser";
import { phonebookKeys } from "./queries/phonebooks-queries";

export { contactFilterParams, contactKeys, upstreamSearchText };
export type { ContactFilters };

/**
 * A page of contacts, newest first, with their tags and features; the last page stays while the next
 * loads. Not asked for while `enabled` is false (filters still being read), so no unfiltered page shows.
 */
export function useContacts(query: ContactListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...browserQuery(contactListQuery(query)), placeholderData: keepPreviousData, enabled });
}

/** One contact, with whether its number is on the send or receive blacklist; a contact that is not there is said at once. */
export function useContact(id: number) {
  return useQuery({
    queryKey: contactKeys.detail(id),
    queryFn: () => apiGet(contactDetailResponseSchema, `${NUMBERS_PATH}/contact-list/${id}`).then((body) => body.data),
    retry: retryUnless(404),
  });
}

/** Every custom feature the user sees (their own and the system's), enabled or not. */
export function useContactFeatures() {
  return useQuery(browserQuery(contactFeaturesQuery));
}

/** Contacts and the phonebooks' counts both change when contacts come and go. */
function useInvalidateContactsAndPhonebooks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactKeys.all }),
      queryClient.invalidateQueries({ queryKey: phonebookKeys.all }),
    ]);
}

/** Adds contacts, each to its phonebook; the answer says how many were added and how many the phonebook already had. */
export function useAddContacts() {
  const invalidate = useInvalidateContactsAndPhonebooks();
  return useMutation({
    mutationFn: (list: ContactInput[]) =>
      apiPost(addContactsResponseSchema, `${NUMBERS_PATH}/add-list-new`, addContactsRequestSchema.parse({ list })).then(
        (body) => body.data,
      ),
    onSuccess: invalidate,
  });
}

/** Changes a contact (moving it to another phonebook too); the features and tags given replace its own. */
export function useUpdateContact() {
  const invalidate = useInvalidateContactsAndPhonebooks();
  return useMutation({
    mutationFn: ({ id, contact }: { id: number; contact: ContactInput }) =>
      apiRequest(emptyResponseSchema, `${NUMBERS_PATH}/update-new/${id}`, {
        method: "put",
        json: contactInputSchema.parse(contact),
      }),
    onSuccess: invalidate,
  });
}

const isDetailOf = (key: readonly unknown[], ids: readonly number[]) =>
  key[1] === "detail" && ids.includes(key[2] as number);

/** Deletes contacts; the caller asks the user first. The deleted contacts' own pages are not asked for again. */
export function useDeleteContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiPost(
        emptyResponseSchema,
        `${NUMBERS_PATH}/delete-list`,
        deleteContactsRequestSchema.parse({ listNumbers: ids }),
      ),
    onSuccess: (_answer, ids) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: contactKeys.all,
          predicate: (query) => !isDetailOf(query.queryKey, ids),
        }),
        queryClient.invalidateQueries({ queryKey: phonebookKeys.all }),
      ]),
  });
}

/** Adds tags to one contact (those it has stay); answers all of its tags. */
export function useAddContactTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contactId, tags }: { contactId: number; tags: string[] }) =>
      apiPost(
        contactTagsResponseSchema,
        `${NUMBERS_PATH}/tags`,
        addTagsRequestSchema.parse({ number_id: contactId, tags }),
      ).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/** Where the browser downloads the contacts these filters show (formula-like cells made harmless by the upstream). */
export function contactsExportUrl(filters: ContactFilters, format: ExportFormat): string {
  return `/api/${NUMBERS_PATH}/contact-list/export?${new URLSearchParams({ ...contactFilterParams(filters), format })}`;
}
