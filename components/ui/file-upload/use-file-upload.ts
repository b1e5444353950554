"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadOptions } from "@/lib/files/upload-options";
import { toErrorMessage } from "@/lib/errors/to-message";
import { checkFile, type FileRules } from "@/lib/files/file-checks";

export type UploadState =
  | { status: "idle" }
  | { status: "rejected"; message: string }
  | { status: "uploading"; file: File; percent: number }
  | { status: "done"; file: File }
  | { status: "failed"; file: File; message: string };

const UPLOAD_CANCELLED_MESSAGE = "بارگذاری لغو شد.";

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * The upload's life: a file is checked for type and size before anything is sent, then sent with
 * progress; cancel aborts the request; a failure keeps the file so the user can try again.
 */
export function useFileUpload<T>(
  rules: FileRules,
  upload: (file: File, options: UploadOptions) => Promise<T>,
  onUploaded?: (result: T, file: File) => void,
) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const problem = checkFile(file, rules);
      if (problem) return setState({ status: "rejected", message: problem });
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: "uploading", file, percent: 0 });
      try {
        const result = await upload(file, {
          signal: current.signal,
          onProgress: (percent) => {
            if (!current.signal.aborted) setState({ status: "uploading", file, percent });
          },
        });
        if (current.signal.aborted) return;
        setState({ status: "done", file });
        onUploaded?.(result, file);
      } catch (error) {
        if (controller.current !== current) return;
        setState({
          status: "failed",
          file,
          message: isAbort(error) ? UPLOAD_CANCELLED_MESSAGE : toErrorMessage(error),
        });
      }
    },
    [rules, upload, onUploaded],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: "idle" });
  }, []);

  return { state, start, cancel, reset };
}
