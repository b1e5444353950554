"use client";

import { useMemo, useState, type DragEvent, type ReactNode } from "react";
import type { UploadOptions } from "@/lib/api/upload";
import { DEFAULT_ACCEPT, formatFileSize, isImageFile } from "@/lib/files/file-checks";
import { Button } from "../button";
import { describedBy, FieldMessage } from "../field";
import { Icon } from "../icons";
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
export function FileUpload<T>({ id, label, hint, accept = DEFAULT_ACCEPT, maxBytes, upload, onUploaded, onCleared, disabled }: FileUploadProps<T>) {
  const rules = useMemo(() => ({ accept, maxBytes }), [accept, maxBytes]);
  const { state, start, cancel, reset } = useFileUpload(rules, upload, onUploaded);
  const [dragging, setDragging] = useState(false);
  const busy = state.status === "uploading";

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void start(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !busy) pick(event.dataTransfer.files);
  };
  const error = state.status === "rejected" || state.status === "failed" ? state.message : null;
  const file = "file" in state ? state.file : null;

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-text">
        {label}
      </span>
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${
          dragging ? "border-primary bg-primary-soft" : error ? "border-danger" : "border-border hover:border-primary"
        }`}
      >
        <Icon className="size-8 text-primary">
          <path d="M12 16V4m0 0-4 4m4-4 4 4" />
          <path d="M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
        </Icon>
        <span className="text-sm text-text">فایل را اینجا رها کنید یا برای انتخاب کلیک کنید</span>
        <span className="text-xs text-muted">
          {`فرمت‌های مجاز: ${accept.map((ext) => ext.slice(1)).join("، ")}`}
          {maxBytes ? ` · حداکثر ${formatFileSize(maxBytes)}` : ""}
        </span>
        <input
          id={id}
          type="file"
          className="sr-only"
          accept={accept.join(",")}
          disabled={disabled || busy}
          aria-labelledby={`${id}-label`}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(event) => {
            pick(event.target.files);
            event.target.value = "";
          }}
        />
      </label>
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
            {state.status === "uploading" ? <ProgressBar value={state.percent} label={`بارگذاری ${file.name}`} /> : null}
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
