"use client";

import { Button } from "@/components/ui/button";
import { describedBy } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { SUPPORT_RULES } from "@/lib/contract/support";
import { formatFileSize } from "@/lib/files/file-checks";
import { toPersianDigits } from "@/lib/validation/digits";
import type { Attachments } from "./use-attachments";

const ACCEPT = [...SUPPORT_RULES.accept, "application/zip", "image/jpeg", "image/png", "application/pdf"].join(",");
const HINT = `حداکثر ${toPersianDigits(SUPPORT_RULES.maxFiles)} فایل zip\u200F، jpg\u200F، png\u200F، pdf\u200F یا rar\u200F، هر کدام تا ${formatFileSize(SUPPORT_RULES.maxFileBytes)}`;

export interface AttachmentsFieldProps {
  id: string;
  attachments: Attachments;
  disabled?: boolean;
  /** Percent sent while the message is being sent; null otherwise. */
  progress: number | null;
}

/**
 * A message's files: chosen several at a time, each checked by its content and size before anything
 * is sent, refusals named beside the field, the chosen ones listed with a remove button, and the
 * upload's progress while the message goes.
 */
export function AttachmentsField({ id, attachments, disabled = false, progress }: AttachmentsFieldProps) {
  const { files, problems, choose, remove } = attachments;
  const error = problems.length > 0 ? problems.join("\n") : null;
  const full = files.length >= SUPPORT_RULES.maxFiles;
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-text">
        پیوست‌ها (اختیاری)
      </span>
      <label className="inline-flex h-10 cursor-pointer items-center gap-2 self-start rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text transition-colors hover:bg-surface-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
        افزودن فایل
        <input
          id={id}
          type="file"
          multiple
          className="sr-only"
          accept={ACCEPT}
          disabled={disabled || full}
          aria-label="افزودن پیوست"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(id, error, HINT)}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (chosen.length > 0) void choose(chosen);
          }}
        />
      </label>
      {files.length > 0 ? (
        <ul aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className="flex items-center gap-3 rounded-lg bg-surface-2 px-3 py-1.5 text-sm"
            >
              <bdi className="min-w-0 flex-1 truncate">{file.name}</bdi>
              <span className="shrink-0 text-xs text-muted">{formatFileSize(file.size)}</span>
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() => remove(file)}
                aria-label={`حذف ${file.name}`}
              >
                حذف
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {progress !== null && files.length > 0 ? <ProgressBar value={progress} label="بارگذاری پیوست‌ها" /> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs leading-5 whitespace-pre-line text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {HINT}
        </p>
      )}
    </div>
  );
}
