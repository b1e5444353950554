"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { pageSelection, setPageSelected, setRowSelected } from "./row-selection";
import { SelectionCheckbox, SelectPageCheckbox } from "./selection-checkbox";
import { LOADING_LABEL, rowCheckboxLabel, type TableStatus } from "./table-status";
import type { TableBodyProps } from "./table-types";

/** The mobile form of a table: one card per row, each column as a «heading: value» pair. */
export function RowCards<T>({
  columns,
  rows,
  getRowKey,
  caption,
  status,
  selectedKeys = [],
  onSelectedKeysChange,
  getRowLabel,
}: TableBodyProps<T> & { status: TableStatus }) {
  const selectable = Boolean(onSelectedKeysChange);

  if (status.kind === "message") {
    return (
      <section aria-label={caption} className="rounded-xl border border-border bg-surface py-6">
        {status.content}
      </section>
    );
  }

  if (status.kind === "loading") {
    return (
      <section aria-label={caption} aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          {LOADING_LABEL}
        </p>
        {Array.from({ length: status.count }, (_, index) => (
          <div
            key={index}
            aria-hidden="true"
            className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
          >
            {columns.slice(0, 4).map((column) => (
              <div key={column.key} className="flex items-center justify-between gap-3">
                <Skeleton className="h-3 w-16" />
                <Skeleton className="h-4 w-28" />
              </div>
            ))}
          </div>
        ))}
      </section>
    );
  }

  const pageKeys = rows.map(getRowKey);
  return (
    <div className="flex flex-col gap-3">
      {selectable ? (
        <div className="flex items-center gap-2 px-1 text-sm text-text">
          <SelectPageCheckbox
            state={pageSelection(pageKeys, selectedKeys)}
            onChange={(on) => onSelectedKeysChange?.(setPageSelected(pageKeys, selectedKeys, on))}
          />
          <span aria-hidden="true">انتخاب همه</span>
        </div>
      ) : null}
      <ul aria-label={caption} className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const key = getRowKey(row);
          const selected = selectedKeys.includes(key);
          return (
            <li
              key={key}
              data-selected={selected || undefined}
              className="flex gap-3 rounded-xl border border-border bg-surface p-4 data-[selected]:border-primary data-[selected]:bg-primary-soft"
            >
              {selectable ? (
                <div className="pt-0.5">
                  <SelectionCheckbox
                    label={rowCheckboxLabel(getRowLabel?.(row), index)}
                    checked={selected}
                    onChange={(on) => onSelectedKeysChange?.(setRowSelected(selectedKeys, key, on))}
                  />
                </div>
              ) : null}
              <dl className="flex min-w-0 flex-1 flex-col gap-2">
                {columns.map((column) => (
                  <div key={column.key} className="flex items-start justify-between gap-3">
                    <dt className="shrink-0 text-xs text-muted">{column.header}</dt>
                    <dd className="min-w-0 text-end text-sm text-text">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
