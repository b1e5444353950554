"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { usePanelPreferences } from "@/lib/preferences/preferences-context";
import { pageSelection, setPageSelected, setRowSelected } from "./row-selection";
import { SelectionCheckbox, SelectPageCheckbox } from "./selection-checkbox";
import { LOADING_LABEL, rowCheckboxLabel, type TableStatus } from "./table-status";
import type { TableBodyProps } from "./table-types";

/** A cell's room in the member's density (panel preferences): comfortable, or compact for more rows at a glance. */
const CELLS = {
  comfortable: { cell: "px-3 py-2.5 text-start align-middle", box: "w-10 px-3 py-2.5" },
  compact: { cell: "px-2 py-1 text-start align-middle", box: "w-8 px-2 py-1" },
} as const;

/**
 * The desktop table: a caption, column headings (scope=col), and the rows or the status in the body,
 * as dense as the member chose.
 */
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
  const { density } = usePanelPreferences();
  const { cell, box } = CELLS[density];
  const selectable = Boolean(onSelectedKeysChange);
  const pageKeys = status.kind === "rows" ? rows.map(getRowKey) : [];
  const columnCount = columns.length + (selectable ? 1 : 0);

  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table
        className={`w-full border-collapse text-text ${density === "compact" ? "text-xs" : "text-sm"}`}
        data-density={density}
        aria-busy={status.kind === "loading" || undefined}
      >
        <caption className={showCaption ? "px-3 pt-3 text-start text-base font-bold" : "sr-only"}>{caption}</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            {selectable ? (
              <th scope="col" className={box}>
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
                className={`${cell} font-medium whitespace-nowrap ${column.className ?? ""}`}
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
                      <td className={box}>
                        <SelectionCheckbox
                          label={rowCheckboxLabel(getRowLabel?.(row), index)}
                          checked={selected}
                          onChange={(on) => onSelectedKeysChange?.(setRowSelected(selectedKeys, key, on))}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) => (
                      <td key={column.key} className={`${cell} ${column.className ?? ""}`}>
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
                  {Array.from({ length: columnCount }, (_, column) => (
                    <td key={column} className={cell}>
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
