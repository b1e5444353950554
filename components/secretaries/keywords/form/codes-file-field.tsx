"use client";

import { DropZone } from "@/components/ui/file-upload/drop-zone";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { CODE_FILE_EXTENSIONS, CODE_READER_LIMITS, CODE_READER_MESSAGES } from "@/lib/contract/code-readers";
import { checkFile, formatFileSize } from "@/lib/files/file-checks";
import { groupDigits } from "@/lib/format/money";

/** The upstream's limit on a codes file. */
const CODES_FILE_MAX_BYTES = 60 * 1024 * 1024;

/** Why a chosen codes file is refused before it is sent, in the upstream's words, or null. */
export const checkCodesFile = (file: Pick<File, "name" | "size">) =>
  checkFile(file, {
    accept: CODE_FILE_EXTENSIONS,
    maxBytes: CODES_FILE_MAX_BYTES,
    formatMessage: CODE_READER_MESSAGES.fileWrongFormat,
  });

export interface CodesFileFieldProps {
  file: File | null;
  error: string | null;
  onFile: (file: File | null) => void;
  /** A reader being changed: the file is optional and adds or replaces its codes. */
  optional: boolean;
}

const HINT = `فایل txt با یک کد در هر سطر، یا فایل csv یا xlsx با کد در ستون نخست؛ ستون‌های دیگر متغیرهایی‌اند که نامشان در سطر عنوان آمده است. حداکثر ${groupDigits(CODE_READER_LIMITS.codes)} کد.`;

/** The codes file: chosen or dropped, checked for its format and size at once; a refusal shows beside it. */
export function CodesFileField({ file, error, onFile, optional }: CodesFileFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <span id="file-label" className="text-sm font-medium text-text">
        {optional ? "فایل کدهای تازه (اختیاری)" : "فایل کدها"}
      </span>
      <DropZone
        id="file"
        accept={CODE_FILE_EXTENSIONS}
        maxBytes={CODES_FILE_MAX_BYTES}
        error={error}
        hint={HINT}
        onFile={onFile}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border border-border bg-surface p-3">
          <div className="flex min-w-0 flex-1 items-center gap-2 text-sm">
            <span className="latin min-w-0 truncate" dir="ltr">
              {file.name}
            </span>
            <span className="shrink-0 text-xs text-muted">{formatFileSize(file.size)}</span>
          </div>
          <Button size="sm" variant="ghost" onClick={() => onFile(null)} aria-label={`برداشتن فایل ${file.name}`}>
            برداشتن
          </Button>
        </div>
      ) : null}
      <FieldMessage id="file" error={error} hint={HINT} />
    </div>
  );
}
