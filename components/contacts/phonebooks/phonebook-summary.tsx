"use client";

import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { usePhonebook } from "@/lib/api/phonebooks";
import type { Phonebook } from "@/lib/contract/phonebooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { formatJalaliDate } from "@/lib/format/jalali";
import { groupDigits } from "@/lib/format/money";
import { PhonebookExportLinks } from "./phonebook-export-links";
import { PhonebookTitleDialog } from "./lazy-phonebook-title-dialog";
import { Allowed } from "@/components/layout/allowed";

/** The import and its file readers (zip, xlsx) arrive when the user first asks for them. */
const loadImportDialog = () => import("../import/import-contacts-dialog");
const ImportContactsDialog = dynamic(() => loadImportDialog().then((module) => module.ImportContactsDialog));

export interface PhonebookSummaryProps {
  phonebookId: number;
  /** Desktop: go back to every contact. */
  onClear?: () => void;
  /** The phonebook's contacts, once it has loaded (or null when the user has no such phonebook). */
  children?: (phonebook: Phonebook) => ReactNode;
}

/** One phonebook's heading: its title, contact count and creation day, import from a file, rename and its own export; then its contacts. */
export function PhonebookSummary({ phonebookId, onClear, children }: PhonebookSummaryProps) {
  const query = usePhonebook(phonebookId);
  const [renaming, setRenaming] = useState(false);
  const [importing, setImporting] = useState(false);
  const [importOpened, setImportOpened] = useState(false);
  const clear = onClear ? (
    <Button size="md" variant="ghost" onClick={onClear}>
      نمایش همهٔ مخاطبان
    </Button>
  ) : null;

  if (query.isPending) return <Skeleton className="h-20 w-full rounded-xl" />;
  if (query.isError)
    return (
      <ErrorState
        message={toErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="rounded-xl border border-border bg-surface"
      />
    );
  const phonebook = query.data;
  if (!phonebook) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-border bg-surface">
        <EmptyState>دفترچه تلفن یافت نشد.</EmptyState>
        {clear}
      </div>
    );
  }
  return (
    <>
      <section
        aria-label={`دفترچه ${phonebook.title}`}
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="truncate text-base font-bold">{phonebook.title}</h2>
          <p className="text-sm text-muted">
            {groupDigits(phonebook.count)} مخاطب · ساخته‌شده در {formatJalaliDate(phonebook.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Allowed rule="contacts.import">
            <Button
              size="md"
              onClick={() => {
                setImportOpened(true);
                setImporting(true);
              }}
              onPointerEnter={() => void loadImportDialog()}
              onFocus={() => void loadImportDialog()}
              aria-haspopup="dialog"
            >
              ورود مخاطبان از فایل
            </Button>
          </Allowed>
          <Allowed rule="contacts.edit">
            <Button size="md" variant="secondary" onClick={() => setRenaming(true)}>
              تغییر نام
            </Button>
          </Allowed>
          <Allowed rule="contacts.export">
            <PhonebookExportLinks phonebookId={phonebook.id} title={phonebook.title} />
          </Allowed>
          {clear}
        </div>
      </section>
      <PhonebookTitleDialog open={renaming} onOpenChange={setRenaming} phonebook={phonebook} />
      {importOpened ? (
        <ImportContactsDialog phonebook={phonebook} open={importing} onOpenChange={setImporting} />
      ) : null}
      {children?.(phonebook)}
    </>
  );
}
