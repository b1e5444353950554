"use client";

import { RecipientsFileField } from "@/components/ui/recipients-file/recipients-file-field";
import { Alert } from "@/components/ui/alert";
import { importSampleUrl } from "@/lib/api/phonebook-import";
import type { SavedImport } from "@/lib/contacts/import/saved-import";
import { IMPORT_LIMITS } from "@/lib/contract/phonebook-import";
import { RECIPIENT_FILE_EXTENSIONS } from "@/lib/files/recipients/parse-recipients";
import type { useRecipientsFile } from "@/lib/files/recipients/use-recipients-file";

const IMPORT_PARSE_OPTIONS = { mode: "keyword", maxRecords: IMPORT_LIMITS.records } as const;

interface ImportFileStepProps {
  phonebookId: number;
  file: ReturnType<typeof useRecipientsFile>;
  onPicked(file: File | null): void;
  /** An upload into this phonebook that stopped before its end, kept by this tab. */
  unfinished: SavedImport | null;
}

/** The file to import: chosen or dropped, read in the worker with progress, its mobile column asked for when not obvious; its report comes on the next step. */
export function ImportFileStep({ phonebookId, file, onPicked, unfinished }: ImportFileStepProps) {
  return (
    <div className="flex flex-col gap-4">
      {unfinished ? (
        <Alert tone="warning">
          بارگذاری فایل <bdi className="font-medium">«{unfinished.file.name}»</bdi> در این دفترچه نیمه‌کاره مانده است.
          همان فایل را با همان ستون‌ها دوباره انتخاب کنید تا فقط بخش‌های باقی‌مانده فرستاده شوند.
        </Alert>
      ) : null}
      <p className="text-sm leading-7 text-muted">
        فایل txt، csv یا xlsx با یک ستون شماره موبایل؛ ستون‌های دیگر (نام، جنسیت، ویژگی‌ها) را در مرحلهٔ بعد مشخص
        می‌کنید. نمونهٔ فایل:{" "}
        <a
          href={importSampleUrl(phonebookId, "xlsx")}
          download
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          دانلود نمونه (xlsx)
        </a>
        {" · "}
        <a
          href={importSampleUrl(phonebookId, "csv")}
          download
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          دانلود نمونه (csv)
        </a>
      </p>
      <RecipientsFileField
        id="import-contacts-file"
        label="فایل مخاطبان"
        accept={RECIPIENT_FILE_EXTENSIONS}
        options={IMPORT_PARSE_OPTIONS}
        file={file}
        onPicked={onPicked}
        showReport={false}
      />
    </div>
  );
}
