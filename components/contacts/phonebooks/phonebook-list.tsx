"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PageButtons } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { TextInput } from "@/components/ui/text-input";
import { usePhonebooks } from "@/lib/api/phonebooks";
import type { Phonebook } from "@/lib/contract/phonebooks";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toPersianDigits } from "@/lib/validation/digits";
import { DeletePhonebooksDialog } from "./delete-phonebooks-dialog";
import { PhonebookRow } from "./phonebook-row";
import { PhonebookTitleDialog } from "./lazy-phonebook-title-dialog";
import { PHONEBOOKS_PER_PAGE } from "./phonebook-url-state";
import { usePhonebookListState } from "./use-phonebook-list-state";
import { Allowed } from "@/components/layout/allowed";

export interface PhonebookListProps {
  /** Desktop: the phonebook whose contacts are shown (null for all), and how another is chosen. */
  selectedId?: number | null;
  onSelect?: (phonebook: Phonebook | null) => void;
  /** Phone: each phonebook links to its own page. */
  hrefFor?: (phonebook: Phonebook) => string;
  className?: string;
}

/** The title dialog: open or closing, for a new phonebook (null) or to rename one. */
interface TitleDialog {
  open: boolean;
  phonebook: Phonebook | null;
}

/**
 * The user's phonebooks (groups): searched by title and paged in the query, each with its contact
 * count; made and renamed in a dialog, and deleted several at once after a confirmation.
 */
export function PhonebookList({ selectedId = null, onSelect, hrefFor, className = "" }: PhonebookListProps) {
  const { search, searchInput, type, page, setPage } = usePhonebookListState();
  const list = usePhonebooks({ page, perPage: PHONEBOOKS_PER_PAGE, title: search });
  const [checked, setChecked] = useState<number[]>([]);
  const [titleDialog, setTitleDialog] = useState<TitleDialog>({ open: false, phonebook: null });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const rows = list.data?.data;
  const lastPage = list.data?.meta.last_page ?? 1;

  const toggle = (id: number, on: boolean) =>
    setChecked((ids) => (on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id)));
  const afterDelete = (ids: readonly number[]) => {
    setChecked([]);
    if (selectedId !== null && ids.includes(selectedId)) onSelect?.(null);
    if (rows && page > 1 && rows.every((book) => ids.includes(book.id))) setPage(page - 1);
  };

  return (
    <section
      aria-labelledby="phonebooks-title"
      className={`flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 ${className}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="phonebooks-title" className="text-base font-bold">
          دفترچه‌های تلفن
        </h2>
        <Allowed rule="contacts.edit">
          <Button size="md" onClick={() => setTitleDialog({ open: true, phonebook: null })}>
            دفترچهٔ جدید
          </Button>
        </Allowed>
      </div>
      <TextInput
        type="search"
        aria-label="جستجوی عنوان دفترچه"
        placeholder="جستجوی عنوان…"
        autoComplete="off"
        value={searchInput}
        onChange={(event) => type(event.target.value)}
      />
      {onSelect ? (
        <button
          type="button"
          aria-current={selectedId === null || undefined}
          onClick={() => onSelect(null)}
          className="rounded-lg px-3 py-2 text-start text-sm font-medium hover:text-primary aria-[current]:bg-primary-soft"
        >
          همهٔ مخاطبان
        </button>
      ) : null}
      {list.isPending ? (
        <div role="status" aria-label="در حال بارگذاری دفترچه‌ها" className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState
          message={toErrorMessage(list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !rows || rows.length === 0 ? (
        <EmptyState>{search ? "دفترچه‌ای با این عنوان پیدا نشد." : "هنوز دفترچه تلفنی نساخته‌اید."}</EmptyState>
      ) : (
        <ul aria-label="دفترچه‌ها" className="flex flex-col gap-1">
          {rows.map((book) => (
            <PhonebookRow
              key={book.id}
              phonebook={book}
              checked={checked.includes(book.id)}
              onCheckedChange={(on) => toggle(book.id, on)}
              current={selectedId === book.id}
              onChoose={onSelect ? () => onSelect(book) : undefined}
              href={hrefFor?.(book)}
              onRename={() => setTitleDialog({ open: true, phonebook: book })}
            />
          ))}
        </ul>
      )}
      {lastPage > 1 ? (
        <nav aria-label="صفحه‌بندی دفترچه‌ها" className="flex justify-center">
          <PageButtons page={page} totalPages={lastPage} onPage={setPage} disabled={list.isFetching} />
        </nav>
      ) : null}
      {checked.length > 0 ? (
        <div className="flex items-center justify-between gap-2 border-t border-border pt-3">
          <span className="text-sm text-muted">{toPersianDigits(checked.length)} دفترچه انتخاب شده</span>
          <Allowed rule="contacts.edit">
            <Button size="md" variant="danger" onClick={() => setConfirmDelete(true)}>
              حذف انتخاب‌شده‌ها
            </Button>
          </Allowed>
        </div>
      ) : null}
      <PhonebookTitleDialog
        open={titleDialog.open}
        onOpenChange={(open) => setTitleDialog((current) => ({ ...current, open }))}
        phonebook={titleDialog.phonebook}
        onCreated={(book) => onSelect?.(book)}
      />
      <DeletePhonebooksDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        ids={checked}
        onDeleted={afterDelete}
      />
    </section>
  );
}
