import type { ReactNode } from "react";

export interface DataTableColumn<T> {
  key: string;
  /** Column heading; also the label before the value on mobile cards. */
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes for this column's cells (e.g. "text-end whitespace-nowrap"). */
  className?: string;
}

/** Row selection; on when `onSelectedKeysChange` is given. */
export interface RowSelectionProps<T> {
  selectedKeys?: readonly string[];
  onSelectedKeysChange?: (keys: string[]) => void;
  /** Names a row for its checkbox («انتخاب <name>»); «ردیف N» by default. */
  getRowLabel?: (row: T) => string;
}

export interface TableBodyProps<T> extends RowSelectionProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => string;
  caption: string;
}
