import type * as z from "zod/mini";
import { contactListResponseSchema } from "../../contract/contacts";
import { phonebookOptionListResponseSchema, type PhonebookOption } from "../../contract/phonebooks";
import { dayEndSeconds, dayStartSeconds } from "../../url-state/day-seconds";
import { toLatinDigits } from "../../validation/digits";
import type { UpstreamQuery } from "./upstream-query";

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

export const NUMBERS_PATH = "v1/api/phonebooks/numbers";

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

/** A page of contacts, newest first, with their tags and features (a GET of the filters the upstream takes). */
export function contactListQuery(
  query: ContactListQuery,
): UpstreamQuery<typeof contactListResponseSchema, z.infer<typeof contactListResponseSchema>> {
  const { page, perPage, ...filters } = query;
  return {
    kind: "query",
    queryKey: contactKeys.list(query),
    path: `${NUMBERS_PATH}/contact-list`,
    params: { ...contactFilterParams(filters), page, per_page: perPage },
    schema: contactListResponseSchema,
    toData: (body) => body,
  };
}

/**
 * The user's custom features, for the contact form. The features screen changes them and
 * refreshes everything under `contact-features`, this list included.
 */
export const contactFeaturesQuery: UpstreamQuery<typeof phonebookOptionListResponseSchema, PhonebookOption[]> = {
  kind: "query",
  queryKey: ["contact-features", "contact-form"],
  path: "v1/api/phonebooks/options/list-new",
  params: { page: 1, per_page: 1000 },
  schema: phonebookOptionListResponseSchema,
  toData: (body) => body.data,
};
