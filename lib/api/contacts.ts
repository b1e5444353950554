"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addContactsRequestSchema,
  addContactsResponseSchema,
  addTagsRequestSchema,
  contactDetailResponseSchema,
  contactInputSchema,
  contactListResponseSchema,
  contactTagsResponseSchema,
  deleteContactsRequestSchema,
  type ContactInput,
} from "../contract/contacts";
import { type ExportFormat } from "../contract/common";
import { phonebookOptionListResponseSchema } from "../contract/phonebooks";
import { emptyResponseSchema } from "../contract/common";
import { dayEndSeconds, dayStartSeconds } from "../url-state/day-seconds";
import { toLatinDigits } from "../validation/digits";
import { retryUnless } from "./query-client";
import { apiGet, apiPost, apiRequest } from "./client";
import { phonebookKeys } from "./phonebooks";

/** What narrows the contact list (and its export): each one the upstream's own contact-list filter. */
export interface ContactFilters {
  /** A name, a whole mobile in any form, or some of its digits. */
  search?: string | null;
  phonebookId?: number | null;
  /** A whole tag (its case does not count). */
  tag?: string | null;
  /** A Jalali day (YYYY/MM/DD): contacts created from its start on. */
  createdFrom?: string | null;
  /** A Jalali day (YYYY/MM/DD): contacts created until its end. */
  createdTo?: string | null;
  /** 1 مرد, 2 زن, 3 حقوقی; `NO_GENDER` (0) contacts without one. */
  gender?: number | null;
  /** A custom feature: alone, contacts with a value for it. */
  featureId?: number | null;
  /** The feature's value: part of a text, a whole number, or a Jalali day (YYYY/MM/DD). */
  featureValue?: string | null;
}

export interface ContactListQuery extends ContactFilters {
  page: number;
  perPage: number;
}

export const contactKeys = {
  all: ["contacts"] as const,
  lists: () => [...contactKeys.all, "list"] as const,
  list: (query: ContactListQuery) => [...contactKeys.lists(), query] as const,
  detail: (id: number) => [...contactKeys.all, "detail", id] as const,
};

/**
 * The user's custom features, for the contact form. The features screen changes them and
 * refreshes everything under `contact-features`, this list included.
 */
const contactFormFeaturesKey = ["contact-features", "contact-form"] as const;

const NUMBERS_PATH = "v1/api/phonebooks/numbers";

/**
 * The search as the upstream reads it. The upstream keeps numbers as 98…, so the start of a number
 * typed the usual way (0912…) would match nothing: its 0 becomes 98. Anything else goes as typed.
 */
export function upstreamSearchText(text: string): string {
  const typed = toLatinDigits(text).trim();
  const digits = typed.replace(/[\s-]/g, "");
  return /^09\d*$/.test(digits) ? `98${digits.slice(1)}` : typed;
}

/**
 * The upstream's query for these filters (Edge's names; a created range as Unix seconds from the
 * start of its first day to the end of its last); empty filters are left out, and a feature's value
 * goes only with its feature.
 */
export function contactFilterParams({
  search,
  phonebookId,
  tag,
  createdFrom,
  createdTo,
  gender,
  featureId,
  featureValue,
}: ContactFilters): Record<string, string> {
  const params: Record<string, string> = {};
  const text = search ? upstreamSearchText(search) : "";
  if (text) params.number = text;
  if (phonebookId) params.phonebook_id = String(phonebookId);
  if (tag?.trim()) params.tag = tag.trim();
  const from = createdFrom ? dayStartSeconds(createdFrom) : null;
  if (from !== null) params.from_created_at = String(from);
  const to = createdTo ? dayEndSeconds(createdTo) : null;
  if (to !== null) params.to_created_at = String(to);
  if (gender !== null && gender !== undefined) params.gender = String(gender);
  if (featureId) {
    params.option_id = String(featureId);
    if (featureValue?.trim()) params.option_value = featureValue.trim();
  }
  return params;
}

/**
 * A page of contacts, newest first, with their tags and features; the last page stays while the next
 * loads. Not asked for while `enabled` is false (filters still being read), so no unfiltered page shows.
 */
export function useContacts(query: ContactListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const { page, perPage, ...filters } = query;
  return useQuery({
    queryKey: contactKeys.list(query),
    queryFn: () =>
      apiGet(contactListResponseSchema, `${NUMBERS_PATH}/contact-list`, {
        ...contactFilterParams(filters),
        page,
        per_page: perPage,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
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
  return useQuery({
    queryKey: contactFormFeaturesKey,
    queryFn: () =>
      apiGet(phonebookOptionListResponseSchema, "v1/api/phonebooks/options/list-new", { page: 1, per_page: 1000 }).then(
        (body) => body.data,
      ),
  });
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
