"use client";

import { useMemo, type ReactNode } from "react";
import type { UploadOptions } from "@/lib/files/upload-options";
import { DEFAULT_ACCEPT, formatFileSize, isImageFile } from "@/lib/files/file-checks";
import { DropZone } from "./drop-zone";
import { Button } from "../button";
import { FieldMessage } from "../field";
import { ProgressBar } from "../progress-bar";
import { FilePreview } from "./file-preview";
import { useFileUpload } from "./use-file-upload";

export interface FileUploadProps<T> {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Allowed extensions with their dot; .xlsx and .xls by default (spec §5). */
  accept?: readonly string[];
  maxBytes?: number;
  upload: (file: File, options: UploadOptions) => Promise<T>;
  onUploaded?: (result: T, file: File) => void;
  /** The user removed the uploaded file. */
  onCleared?: () => void;
  disabled?: boolean;
}

/**
 * Choose or drop one file; it is checked before upload, images get a preview, progress shows
 * until the answer (never past 100%), and the upload can be cancelled or retried.
 */
export function FileUpload<T>({
  id,
  label,
  hint,
  accept = DEFAULT_ACCEPT,
  maxBytes,
  upload,
  onUploaded,
  onCleared,
  disabled,
}: FileUploadProps<T>) {
  const rules = useMemo(() => ({ accept, maxBytes }), [accept, maxBytes]);
  const { state, start, cancel, reset } = useFileUpload(rules, upload, onUploaded);
  const busy = state.status === "uploading";
  const error = state.status === "rejected" || state.status === "failed" ? state.message : null;
  const file = "file" in state ? state.file : null;

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-text">
        {label}
      </span>
      <DropZone
        id={id}
        accept={accept}
        maxBytes={maxBytes}
        disabled={disabled || busy}
        error={error}
        hint={hint}
        onFile={(file) => void start(file)}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3">
          {isImageFile(file) ? <FilePreview file={file} /> : null}
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex items-center gap-2 text-sm">
              <span className="latin min-w-0 truncate" dir="ltr">
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-muted">{formatFileSize(file.size)}</span>
            </div>
            {state.status === "uploading" ? (
              <ProgressBar value={state.percent} label={`بارگذاری ${file.name}`} />
            ) : null}
            {state.status === "done" ? <span className="text-xs text-success">بارگذاری شد.</span> : null}
          </div>
          {state.status === "uploading" ? (
            <Button size="sm" variant="secondary" onClick={cancel}>
              لغو
            </Button>
          ) : state.status === "failed" ? (
            <Button size="sm" variant="secondary" onClick={() => void start(state.file)}>
              تلاش دوباره
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                reset();
                onCleared?.();
              }}
            >
              حذف
            </Button>
          )}
        </div>
      ) : null}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}
