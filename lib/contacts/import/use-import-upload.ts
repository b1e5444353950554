"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { phonebookImportApi } from "@/lib/api/phonebook-import";
import type { ImportResult } from "@/lib/contract/phonebook-import";
import { forgetImport, sessionImportStore } from "./saved-import";
import { uploadImport, type ImportUploadJob, type UploadStage } from "./upload-import";

export type ImportUploadState =
  | { status: "idle" }
  | { status: "running"; stage: UploadStage; sent: number; total: number }
  | { status: "paused" | "failed"; message: string; sent: number; total: number }
  | { status: "cancelled" }
  | { status: "done"; result: ImportResult };

/**
 * One import upload for a screen: `start(job)` sends it, `resume()` goes on after a pause or a
 * failure (asking the upstream which chunks it has), `cancel()` stops and gives it up, `reset()`
 * returns to idle, stopping a running upload but keeping it for a later resume (the dialog closing).
 */
export function useImportUpload() {
  const [state, setState] = useState<ImportUploadState>({ status: "idle" });
  const job = useRef<ImportUploadJob | null>(null);
  const running = useRef<AbortController | null>(null);
  const forgetOnStop = useRef(false);
  // The tab's session storage, read on the first render in the browser.
  const [store] = useState(sessionImportStore);

  const run = useCallback(async () => {
    const current = job.current;
    if (!current || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    forgetOnStop.current = false;
    const total = current.fingerprint.chunks;
    let last = { sent: 0, total };
    setState({ status: "running", stage: "opening", sent: 0, total });
    const outcome = await uploadImport(current, {
      calls: phonebookImportApi,
      store,
      signal: controller.signal,
      onProgress: (progress) => {
        last = progress;
        if (running.current === controller) setState({ status: "running", ...progress });
      },
    });
    if (running.current !== controller) return;
    running.current = null;
    if (outcome.status === "cancelled") {
      if (forgetOnStop.current) forgetImport(store, current.fingerprint.phonebookId);
      setState({ status: "cancelled" });
    } else if (outcome.status === "done") setState({ status: "done", result: outcome.result });
    else setState({ status: outcome.status, message: outcome.message, sent: last.sent, total: last.total });
  }, [store]);

  const start = useCallback(
    (next: ImportUploadJob) => {
      if (running.current) return;
      job.current = next;
      void run();
    },
    [run],
  );

  const resume = useCallback(() => void run(), [run]);

  /** Stops the upload and gives it up: a running one once its calls are cut off, a paused or failed one at once. */
  const cancel = useCallback(() => {
    const controller = running.current;
    if (controller) {
      forgetOnStop.current = true;
      controller.abort();
    } else if (job.current) {
      forgetImport(store, job.current.fingerprint.phonebookId);
      setState((current) =>
        current.status === "paused" || current.status === "failed" ? { status: "cancelled" } : current,
      );
    }
  }, [store]);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    job.current = null;
    setState({ status: "idle" });
  }, []);

  useEffect(() => () => running.current?.abort(), []);

  return { state, start, resume, cancel, reset };
}
