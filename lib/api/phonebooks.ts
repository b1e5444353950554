"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportFormat } from "../contract/common";
import {
  deletePhonebooksRequestSchema,
  phonebookListResponseSchema,
  phonebookNumberCountResponseSchema,
  phonebookResponseSchema,
  storePhonebookRequestSchema,
  updatePhonebookRequestSchema,
  type StorePhonebookRequest,
  type UpdatePhonebookRequest,
} from "../contract/phonebooks";
import { emptyResponseSchema } from "../contract/common";
import { apiGet, apiPost, apiRequest } from "./client";
import { contactKeys } from "./queries/contacts-queries";
import { browserQuery } from "./queries/in-browser";
import {
  PHONEBOOKS_PATH,
  phonebookKeys,
  phonebookListParams,
  phonebookListQuery,
  phonebookQuery,
  type PhonebookListQuery,
} from "./queries/phonebooks-queries";
import { groupDigits } from "../format/money";

export { phonebookKeys };

/** A page of the user's phonebooks, newest first, each with its contact count; the last page stays while the next loads. */
export function usePhonebooks(query: PhonebookListQuery) {
  return useQuery({ ...browserQuery(phonebookListQuery(query)), placeholderData: keepPreviousData });
}

/** One phonebook by id (its title and count), or null when the user has none with that id. */
export function usePhonebook(id: number | null) {
  return useQuery({ ...browserQuery(phonebookQuery(id ?? 0)), enabled: id !== null });
}

/** Phonebooks as a select's server-paged options (`loadOptions`), searched by title. */
export async function loadPhonebookOptions({ search, page }: { search: string; page: number }) {
  const body = await apiGet(
    phonebookListResponseSchema,
    `${PHONEBOOKS_PATH}/list-new`,
    phonebookListParams({ page, perPage: 20, title: search }),
  );
  return {
    options: body.data.map((book) => ({ value: book.id, label: book.title })),
    hasMore: body.meta.current_page < body.meta.last_page,
  };
}

/** Phonebooks to send to, each labelled with its contact count, searched by title. */
export async function loadSendPhonebookOptions({ search, page }: { search: string; page: number }) {
  const body = await apiGet(
    phonebookListResponseSchema,
    `${PHONEBOOKS_PATH}/list-new`,
    phonebookListParams({ page, perPage: 20, title: search }),
  );
  return {
    options: body.data.map((book) => ({ value: book.id, label: `${book.title} (${groupDigits(book.count)} مخاطب)` })),
    hasMore: body.meta.current_page < body.meta.last_page,
  };
}

/** The distinct numbers of the chosen phonebooks per operator (what a send to them reaches), or nothing while none is chosen. */
export function usePhonebookNumberCount(ids: readonly number[]) {
  const query = useQuery({
    queryKey: phonebookKeys.numberCount(ids),
    queryFn: () =>
      apiGet(phonebookNumberCountResponseSchema, `${PHONEBOOKS_PATH}/numbers/count`, {
        phonebook_ids: ids.join(","),
      }).then((body) => body.data),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  /** Phonebooks are chosen but their count (not an earlier choice's) has not arrived yet: a send cannot be priced. */
  const arriving = ids.length > 0 && (query.isPending || query.isPlaceholderData);
  return { ...query, arriving };
}

/** Phonebooks and contacts both change: contacts show their phonebook's title, phonebooks their contact count. */
function useInvalidatePhonebooksAndContacts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: phonebookKeys.all }),
      queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    ]);
}

export function useStorePhonebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StorePhonebookRequest) =>
      apiPost(phonebookResponseSchema, PHONEBOOKS_PATH, storePhonebookRequestSchema.parse(request)).then(
        (body) => body.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phonebookKeys.all }),
  });
}

/** Renames a phonebook (its features stay as they are unless `options` is given). */
export function useUpdatePhonebook() {
  const invalidate = useInvalidatePhonebooksAndContacts();
  return useMutation({
    mutationFn: ({ id, ...request }: UpdatePhonebookRequest & { id: number }) =>
      apiRequest(emptyResponseSchema, `${PHONEBOOKS_PATH}/${id}`, {
        method: "put",
        json: updatePhonebookRequestSchema.parse(request),
      }),
    onSuccess: invalidate,
  });
}

/** Deletes phonebooks with their contacts; the caller asks the user first. */
export function useDeletePhonebooks() {
  const invalidate = useInvalidatePhonebooksAndContacts();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiPost(
        emptyResponseSchema,
        `${PHONEBOOKS_PATH}/delete-list`,
        deletePhonebooksRequestSchema.parse({ listPhonebooks: ids }),
      ),
    onSuccess: invalidate,
  });
}

/** Where the browser downloads one phonebook's contacts with their features (through the BFF, with the session). */
export function phonebookExportUrl(id: number, format: ExportFormat): string {
  return `/api/${PHONEBOOKS_PATH}/${id}/export?${new URLSearchParams({ format })}`;
}
