"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { emptyResponseSchema } from "../contract/common";
import {
  codeReaderResponseSchema,
  codeReaderSavedResponseSchema,
  codeReaderStateRequestSchema,
  deleteCodeReadersRequestSchema,
  type CodeReaderFields,
  type CodeReaderOut,
} from "../contract/code-readers";
import { checkedRequest } from "./checked-request";
import { apiPost, apiRequest } from "./client";
import { retryUnless } from "./query-client";
import { browserQuery } from "./queries/in-browser";
import {
  CODE_READERS_PATH,
  codeReaderInboxQuery,
  codeReaderKeys,
  codeReaderListQuery,
  codeReaderQuery,
  codeReaderVariablesQuery,
  type CodeReaderInboxTab,
} from "./queries/code-reader-queries";
import { apiUpload } from "./upload";

/** A page of the account's code readers; the last page stays while the next loads. */
export function useCodeReaderList(page: number, perPage: number) {
  return useQuery({ ...browserQuery(codeReaderListQuery(page, perPage)), placeholderData: keepPreviousData });
}

export function useCodeReader(id: number) {
  return useQuery({ ...browserQuery(codeReaderQuery(id)), retry: retryUnless(404) });
}

export function useCodeReaderVariables(id: number) {
  return useQuery({ ...browserQuery(codeReaderVariablesQuery(id)), retry: retryUnless(404) });
}

/** A page of what a reader received; new messages show without a reload. */
export function useCodeReaderInbox(id: number, kind: CodeReaderInboxTab, page: number, perPage: number) {
  return useQuery({
    ...browserQuery(codeReaderInboxQuery(id, kind, page, perPage)),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

/** The reader's codes with their use, as the upstream's CSV; the BFF passes it through with the session. */
export const codeReaderExportUrl = (id: number) => `/api/${CODE_READERS_PATH}/${id}/export-codes`;

/** The fields as a multipart form sends them (every value a string), with the codes file when there is one. */
function codeReaderFormData(fields: CodeReaderFields, file: File | null): FormData {
  const form = new FormData();
  form.append("title", fields.title);
  form.append("receiver_number", fields.receiver_number);
  form.append("sender_number", fields.sender_number);
  form.append("correct_answer", fields.correct_answer);
  form.append("repeated_answer", fields.repeated_answer);
  form.append("wrong_answer", fields.wrong_answer);
  form.append("phonebook_id", fields.phonebook_id === null ? "" : String(fields.phonebook_id));
  form.append("expires_at", fields.expires_at ?? "");
  form.append("active", fields.active ? "true" : "false");
  form.append("codes_mode", fields.codes_mode);
  if (file) form.append("file", file, file.name);
  return form;
}

/** After a change: the reader as answered is kept, its variables and every list of readers read again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (reader: CodeReaderOut | null) => {
    if (reader) {
      queryClient.setQueryData(codeReaderKeys.one(reader.id), reader);
      void queryClient.invalidateQueries({ queryKey: codeReaderKeys.variables(reader.id) });
    }
    return queryClient.invalidateQueries({ queryKey: [...codeReaderKeys.all, "list"] });
  };
}

export interface CodeReaderSave {
  fields: CodeReaderFields;
  file: File | null;
}

/** A new reader with its codes file (multipart); a refused field or file stores nothing. */
export function useCreateCodeReader() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ fields, file }: CodeReaderSave) =>
      apiUpload(codeReaderSavedResponseSchema, CODE_READERS_PATH, codeReaderFormData(fields, file)).then(
        (answer) => answer.data,
      ),
    onSuccess: (saved) => settle(saved.reader),
  });
}

/** A reader's fields replaced and, with a file, its codes added to or replaced (multipart PUT). */
export function useUpdateCodeReader(id: number) {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ fields, file }: CodeReaderSave) =>
      apiRequest(codeReaderSavedResponseSchema, `${CODE_READERS_PATH}/${id}`, {
        method: "put",
        body: codeReaderFormData(fields, file),
      }).then((answer) => answer.data),
    onSuccess: (saved) => settle(saved.reader),
  });
}

/** Activate or disable: answers stop or start at once. */
export function useSetCodeReaderActive() {
  const settle = useSettle();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiPost(
        codeReaderResponseSchema,
        `${CODE_READERS_PATH}/${id}/state`,
        checkedRequest(codeReaderStateRequestSchema, { active }),
      ).then((answer) => answer.data),
    onSuccess: settle,
  });
}

export function useDeleteCodeReaders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      apiPost(
        emptyResponseSchema,
        `${CODE_READERS_PATH}/delete-list`,
        checkedRequest(deleteCodeReadersRequestSchema, { ids }),
      ),
    onSuccess: (_answer, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: codeReaderKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: [...codeReaderKeys.all, "list"] });
    },
  });
}
