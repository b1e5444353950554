"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  deletedFileResponseSchema,
  FILE_MESSAGES,
  type AccountFile,
  type FileListTab,
} from "../contract/account-files";
import type { ExportFormat } from "../contract/common";
import { saveFile } from "../files/save-file";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { toast } from "../ui/toast-store";
import { apiRequest } from "./client";
import { apiExport, apiPathOf, type ExportOutcome } from "./export-request";
import { browserQuery } from "./queries/in-browser";
import { fileCategoriesQuery, fileKeys, fileListQuery, FILES_PATH } from "./queries/account-file-queries";

/** Where file management lives, as the ready toast links to it. */
const FILE_MANAGEMENT_HREF = "/file-management";

export function useFileList(category: FileListTab, page: number, perPage: number) {
  return useQuery({ ...browserQuery(fileListQuery(category, page, perPage)), placeholderData: keepPreviousData });
}

export function useFileCategories() {
  return useQuery(browserQuery(fileCategoriesQuery()));
}

/** Where the browser downloads a ready file; the BFF streams the upstream's answer through. */
export const fileDownloadUrl = (id: number) => `/api/${FILES_PATH}/${id}/download`;

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(deletedFileResponseSchema, `${FILES_PATH}/${id}`, { method: "delete" }).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

/**
 * Runs an export: the file is saved (named by the answer, else by `fallbackName`), or the toast
 * says it is being written in the background and links to file management, where it will be.
 */
export function useExport<V>(run: (variables: V) => Promise<ExportOutcome>, fallbackName: (variables: V) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (outcome, variables) => {
      if (outcome.kind === "file") return saveFile(outcome.blob, outcome.filename ?? fallbackName(variables));
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
      toast.info(FILE_MESSAGES.backgroundStarted, { href: FILE_MANAGEMENT_HREF, label: "مدیریت فایل‌ها" });
    },
  });
}

/** An export by its download link (`/api/<path>`). */
export const useLinkExport = () =>
  useExport(
    ({ href }: { href: string; format: ExportFormat }) => apiExport(apiPathOf(href)),
    ({ format }) => `export.${format}`,
  );

/**
 * Files written in the background, wherever the member is in the panel: `file.progress` moves the
 * row's bar in file management without a refetch; when the file is ready (or failed) the lists are
 * read again and a toast says so, with a link to file management.
 */
export function useLiveFiles() {
  const queryClient = useQueryClient();
  useOnReconnect(() => void queryClient.invalidateQueries({ queryKey: fileKeys.all }));
  useSocketEvent("file.progress", ({ data }) => {
    queryClient.setQueriesData<{ data: AccountFile[] }>({ queryKey: [...fileKeys.all, "list"] }, (page) =>
      page
        ? {
            ...page,
            data: page.data.map((file) =>
              file.id === data.id
                ? {
                    ...file,
                    state: data.state,
                    rows_done: data.rows_done,
                    rows_total: data.rows_total,
                    size: data.size,
                    // As the upstream decides it: an export may be deleted once it is no longer written.
                    deletable: ["exports", "uploads"].includes(file.category) && data.state !== "writing",
                  }
                : file,
            ),
          }
        : page,
    );
    if (data.state === "writing") return;
    void queryClient.invalidateQueries({ queryKey: fileKeys.all });
    if (data.state === "ready")
      toast.success(FILE_MESSAGES.ready(data.name), { href: FILE_MANAGEMENT_HREF, label: "مشاهده در مدیریت فایل‌ها" });
    else toast.error(`${FILE_MESSAGES.failed} (${data.name})`);
  });
}
