"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { emptyResponseSchema } from "../contract/common";
import { documentIdRequestSchema, documentListResponseSchema, type DocumentKind } from "../contract/documents";
import type { UploadOptions } from "../files/upload-options";
import { checkedRequest } from "./checked-request";
import { apiPost } from "./client";
import { browserQuery } from "./queries/in-browser";
import type { UpstreamQuery } from "./queries/upstream-query";
import { apiUpload } from "./upload";

const PATH = "v1/api/user/documents";

const documentKeys = { list: () => ["documents", "list"] as const };

const documentsQuery: UpstreamQuery<typeof documentListResponseSchema, DocumentKind[]> = {
  kind: "query",
  queryKey: documentKeys.list(),
  path: PATH,
  schema: documentListResponseSchema,
  toData: (body) => body.data,
};

/** The kinds of document the provider asks for, each with the account's submission. */
export const useDocuments = () => useQuery(browserQuery(documentsQuery));

/** Where the browser opens one of the account's document files: through the panel's BFF. */
export const documentFileHref = (fileId: number) => `/api/${PATH}/files/${fileId}`;

/** After any change the list is read again: the upstream decides the state and keeps the files. */
function useRereadDocuments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: documentKeys.list() });
}

export interface DocumentUpload {
  documentId: number;
  files: readonly File[];
  options?: UploadOptions;
}

/** Sends a kind's files (`upload`, multipart: document_id and files[]), replacing the earlier ones. */
export function useUploadDocument() {
  const reread = useRereadDocuments();
  return useMutation({
    mutationFn: ({ documentId, files, options }: DocumentUpload) => {
      const form = new FormData();
      form.append("document_id", String(documentId));
      for (const file of files) form.append("files[]", file, file.name);
      return apiUpload(emptyResponseSchema, `${PATH}/upload`, form, options);
    },
    onSettled: reread,
  });
}

/** Removes the account's submission of a kind, with its files. */
export function useRemoveDocument() {
  const reread = useRereadDocuments();
  return useMutation({
    mutationFn: (documentId: number) =>
      apiPost(
        emptyResponseSchema,
        `${PATH}/remove`,
        checkedRequest(documentIdRequestSchema, { document_id: documentId }),
      ),
    onSettled: reread,
  });
}
