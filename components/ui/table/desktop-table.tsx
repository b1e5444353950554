"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { pageSelection, setPageSelected, setRowSelected } from "./row-selection";
import { SelectionCheckbox, SelectPageCheckbox } from "./selection-checkbox";
import { LOADING_LABEL, rowCheckboxLabel, type TableStatus } from "./table-status";
import type { TableBodyProps } from "./table-types";

const CELL = "px-3 py-2.5 text-start align-middle";

/** The desktop table: a caption, column headings (scope=col), and the rows or the status in the body. */
export function DesktopTable<T>({
  columns,
  rows,
  getRowKey,
  caption,
  showCaption,
  status,
  selectedKeys = [],
  onSelectedKeysChange,
  getRowLabel,
}: TableBodyProps<T> & { status: TableStatus; showCaption: boolean }) {
  const selectable = Boolean(onSelectedKeysChange);
  const pageKeys = status.kind === "rows" ? rows.map(getRowKey) : [];
  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full border-collapse text-sm text-text" aria-busy={status.kind === "loading" || undefined}>
        <caption className={showCaption ? "px-3 pt-3 text-start text-base font-bold" : "sr-only"}>{caption}</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            {selectable ? (
              <th scope="col" className="w-10 px-3 py-2.5">
                {pageKeys.length > 0 ? (
                  <SelectPageCheckbox
                    state={pageSelection(pageKeys, selectedKeys)}
                    onChange={(on) => onSelectedKeysChange?.(setPageSelected(pageKeys, selectedKeys, on))}
                  />
                ) : (
                  <span className="sr-only">انتخاب</span>
                )}
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${CELL} font-medium whitespace-nowrap ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {status.kind === "rows"
            ? rows.map((row, index) => {
                const key = getRowKey(row);
                const selected = selectedKeys.includes(key);
                return (
                  <tr
                    key={key}
                    data-selected={selected || undefined}
                    className="border-t border-border data-[selected]:bg-primary-soft"
                  >
                    {selectable ? (
                      <td className="w-10 px-3 py-2.5">
                        <SelectionCheckbox
                          label={rowCheckboxLabel(getRowLabel?.(row), index)}
                          checked={selected}
                          onChange={(on) => onSelectedKeysChange?.(setRowSelected(selectedKeys, key, on))}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td key={column.key} className={`${CELL} ${column.className ?? ""}`}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })
            : null}
          {status.kind === "loading"
            ? Array.from({ length: status.count }, (_, index) => (
                <tr key={index} aria-hidden="true" className="border-t border-border">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <td key={cell} className={CELL}>
                      <Skeleton className="h-4 w-full max-w-32" />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {status.kind === "message" ? (
            <tr className="border-t border-border">
              <td colSpan={columnCount} className="py-6">
                {status.content}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {status.kind === "loading" ? (
        <p role="status" className="sr-only">
          {LOADING_LABEL}
        </p>
      ) : null}
    </div>
  );
}
