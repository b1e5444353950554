"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  deleteOptionsRequestSchema,
  phonebookOptionListResponseSchema,
  phonebookOptionResponseSchema,
  storeOptionRequestSchema,
  updateOptionRequestSchema,
  updateOptionResponseSchema,
  type OptionType,
  type StoreOptionRequest,
  type UpdateOptionRequest,
} from "../contract/phonebooks";
import { emptyResponseSchema } from "../contract/common";
import { ApiError } from "../errors/api-error";
import { apiGet, apiPost, apiRequest } from "./client";
import { contactKeys } from "./contacts";
import { phonebookKeys } from "./phonebooks";

/** Custom features ("more features"): the contact form reads the same prefix for its feature fields. */
const contactFeatureKeys = {
  all: ["contact-features"] as const,
  lists: () => [...contactFeatureKeys.all, "list"] as const,
  list: (query: ContactFeatureQuery) => [...contactFeatureKeys.lists(), query] as const,
};

export interface ContactFeatureQuery {
  page: number;
  perPage: number;
  /** Part of the Persian title; blank for all. */
  title?: string | null;
  type?: OptionType | null;
  /** Only the enabled (true) or the disabled (false) ones; null for both. */
  enabled?: boolean | null;
}

const OPTIONS_PATH = "v1/api/phonebooks/options";

function listParams({ page, perPage, title, type, enabled }: ContactFeatureQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { page, per_page: perPage };
  const text = title?.trim();
  if (text) params.title = text;
  if (type) params.type = type;
  if (enabled !== null && enabled !== undefined) params.enabled = enabled ? "1" : "0";
  return params;
}

/** A page of the features the user sees: the system's and their own, oldest first. */
export function useContactFeatures(query: ContactFeatureQuery) {
  return useQuery({
    queryKey: contactFeatureKeys.list(query),
    queryFn: () => apiGet(phonebookOptionListResponseSchema, `${OPTIONS_PATH}/list-new`, listParams(query)),
    placeholderData: keepPreviousData,
  });
}

/**
 * A feature's title, Latin title and on/off show in phonebooks (their features) and contacts (their
 * values); every change reaches all three.
 */
function useInvalidateFeatureViews() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: contactFeatureKeys.all }),
      queryClient.invalidateQueries({ queryKey: phonebookKeys.all }),
      queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    ]);
}

export function useCreateContactFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StoreOptionRequest) =>
      apiPost(phonebookOptionResponseSchema, OPTIONS_PATH, storeOptionRequestSchema.parse(request)).then(
        (body) => body.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactFeatureKeys.all }),
  });
}

/**
 * Changes the user's own feature (titles, on/off). Turning off or renaming the Latin title of a
 * feature in use is refused with a warning (see `featureInUseWarning`) until `confirm` is true.
 */
export function useUpdateContactFeature() {
  const invalidate = useInvalidateFeatureViews();
  return useMutation({
    mutationFn: ({ id, ...request }: UpdateOptionRequest & { id: number }) =>
      apiRequest(updateOptionResponseSchema, `${OPTIONS_PATH}/${id}`, {
        method: "put",
        json: updateOptionRequestSchema.parse(request),
      }),
    onSuccess: invalidate,
  });
}

/**
 * Deletes the user's own features; contacts lose their values. Refused with a warning while one of
 * them is in use, until `confirm` is true. The caller asks the user first.
 */
export function useDeleteContactFeatures() {
  const invalidate = useInvalidateFeatureViews();
  return useMutation({
    mutationFn: ({ ids, confirm = false }: { ids: readonly number[]; confirm?: boolean }) =>
      apiPost(
        emptyResponseSchema,
        `${OPTIONS_PATH}/delete-list`,
        deleteOptionsRequestSchema.parse({ listOptions: ids, confirm }),
      ),
    onSuccess: invalidate,
  });
}

/**
 * The warning the upstream answers (409) before a feature that a phonebook shows or a waiting send
 * fills is turned off, renamed or deleted; null for any other failure. Sending the same change
 * again with `confirm: true` goes ahead.
 */
export function featureInUseWarning(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return error.body?.meta?.message || Object.values(error.fieldErrors).flat()[0] || null;
}
