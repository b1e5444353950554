"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { useUploadDocument } from "@/lib/api/documents";
import { DOCUMENT_RULES, type DocumentKind } from "@/lib/contract/documents";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatFileSize } from "@/lib/files/file-checks";
import { toPersianDigits } from "@/lib/validation/digits";
import { chosenFilesProblem } from "./chosen-files";

const ACCEPT = [...DOCUMENT_RULES.accept, "image/jpeg", "image/png", "application/pdf"].join(",");

/**
 * Chooses a kind's files (up to its count), checks them before anything is sent, then sends them
 * together with progress; sent files replace the earlier ones and the document goes to review.
 */
export function DocumentUploader({ kind, replacing }: { kind: DocumentKind; replacing: boolean }) {
  const upload = useUploadDocument();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [sent, setSent] = useState(false);
  const id = `document-${kind.id}-files`;
  const chooseLabel = replacing ? "انتخاب فایل‌های جایگزین" : "انتخاب فایل";
  const hint = `حداکثر ${toPersianDigits(kind.file_count)} فایل JPG\u200F، PNG\u200F یا PDF\u200F، هر کدام تا ${formatFileSize(DOCUMENT_RULES.maxFileBytes)}`;

  function choose(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    upload.reset();
    setSent(false);
    setFiles(chosen);
    setProblem(chosenFilesProblem(chosen, kind.file_count));
  }

  function send() {
    setPercent(0);
    upload.mutate(
      { documentId: kind.id, files, options: { onProgress: setPercent } },
      {
        onSuccess: () => {
          setFiles([]);
          setSent(true);
        },
      },
    );
  }

  const error = problem ?? (upload.error ? toErrorMessage(upload.error) : null);
  return (
    <div className="flex flex-col gap-3">
      <label className="inline-flex h-10 cursor-pointer items-center gap-2 self-start rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text transition-colors hover:bg-surface-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary">
        {chooseLabel}
        <input
          id={id}
          type="file"
          className="sr-only"
          multiple={kind.file_count > 1}
          accept={ACCEPT}
          disabled={upload.isPending}
          aria-label={`${chooseLabel} برای ${kind.title}`}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = "";
          }}
        />
      </label>
      {files.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-border p-3">
          <ul aria-label={`فایل‌های انتخاب‌شده برای ${kind.title}`} className="flex flex-col gap-1 text-sm">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-3">
                <bdi className="min-w-0 truncate">{file.name}</bdi>
                <span className="shrink-0 text-xs text-muted">{formatFileSize(file.size)}</span>
              </li>
            ))}
          </ul>
          {upload.isPending ? <ProgressBar value={percent} label={`بارگذاری فایل‌های ${kind.title}`} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button size="md" onClick={send} loading={upload.isPending} disabled={problem !== null}>
              {replacing ? "ارسال و جایگزینی" : "ارسال برای بررسی"}
            </Button>
            <Button
              size="md"
              variant="ghost"
              disabled={upload.isPending}
              onClick={() => {
                setFiles([]);
                setProblem(null);
                upload.reset();
              }}
            >
              انصراف
            </Button>
          </div>
        </div>
      ) : null}
      <FieldMessage id={id} error={error} hint={hint} />
      {sent ? (
        <p role="status" className="text-xs text-success">
          فایل‌ها فرستاده شد و در انتظار بررسی کارشناس است.
        </p>
      ) : null}
    </div>
  );
}
