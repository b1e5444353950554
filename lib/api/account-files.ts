"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  backgroundExportResponseSchema,
  deletedFileResponseSchema,
  FILE_MESSAGES,
  type AccountFile,
  type FileListTab,
} from "../contract/account-files";
import { ApiError, NetworkError } from "../errors/api-error";
import { saveFile } from "../files/save-file";
import { useOnReconnect } from "../socket/use-on-reconnect";
import { useSocketEvent } from "../socket/use-socket-event";
import { toast } from "../ui/toast-store";
import { apiRequest } from "./client";
import { PANEL_REQUEST_HEADER } from "./panel-request-header.mjs";
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

/** What an export answered: the file itself, or the file being written in the background. */
export type ExportOutcome =
  { kind: "file"; blob: Blob; filename: string | null } | { kind: "queued"; file: AccountFile };

const fileNameOf = (disposition: string | null) => disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * An export by its download link: a small one answers the file, a large one (past 100,000 rows)
 * answers at once (202) with the file being written in file management.
 */
async function exportOrQueue(href: string): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await fetch(href, { credentials: "same-origin", headers: { [PANEL_REQUEST_HEADER]: "1" } });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw new ApiError(response.status, await readJson(response));
  if (response.status === 202) {
    const parsed = backgroundExportResponseSchema.safeParse(await readJson(response));
    if (!parsed.success) throw new ApiError(502, { meta: { status: false, message: null } });
    return { kind: "queued", file: parsed.data.data.file };
  }
  return {
    kind: "file",
    blob: await response.blob(),
    filename: fileNameOf(response.headers.get("content-disposition")),
  };
}

/** Runs an export: the file is saved, or the toast says it is being written and where it will be. */
export function useExportOrQueue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ href }: { href: string; fallbackName: string; format: string }) => exportOrQueue(href),
    onSuccess: (outcome, { fallbackName }) => {
      if (outcome.kind === "file") return saveFile(outcome.blob, outcome.filename ?? fallbackName);
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
      toast.info(FILE_MESSAGES.backgroundStarted, { href: FILE_MANAGEMENT_HREF, label: "مدیریت فایل‌ها" });
    },
  });
}

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
                    deletable: file.category === "exports" && data.state !== "writing",
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
