"use client";

import type { ReactNode } from "react";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { useIsMobile } from "@/lib/hooks/use-is-mobile";
import { DesktopTable } from "./desktop-table";
import { RowCards } from "./row-cards";
import { DEFAULT_EMPTY_MESSAGE, type TableStatus } from "./table-status";
import type { DataTableColumn, RowSelectionProps } from "./table-types";

export interface DataTableProps<T> extends RowSelectionProps<T> {
  columns: readonly DataTableColumn<T>[];
  /** This page's rows; undefined while nothing has loaded. */
  rows: readonly T[] | undefined;
  getRowKey: (row: T) => string;
  /** Names the table for screen readers (its caption; the list's label on mobile). */
  caption: string;
  /** Show the caption as a visible title on desktop. */
  showCaption?: boolean;
  /** The first load: skeleton rows in place of the data. */
  loading?: boolean;
  /** How many skeleton rows; 5 by default. */
  skeletonRows?: number;
  /** The Persian reason the rows failed to load (toErrorMessage(error)); shown with a retry button. */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Shown when the page has no rows. */
  empty?: ReactNode;
}

/**
 * A data table (spec §2): headings and rows on desktop, one card per row below 768 px, with loading
 * skeletons, an error with retry, an empty message, and optional row selection (the header checkbox
 * selects every row of the page). An error wins over loading, loading over empty.
 */
export function DataTable<T>({
  rows,
  loading = false,
  skeletonRows = 5,
  error,
  onRetry,
  retrying = false,
  empty = DEFAULT_EMPTY_MESSAGE,
  showCaption = false,
  ...body
}: DataTableProps<T>) {
  const mobile = useIsMobile();
  const status: TableStatus = error
    ? { kind: "message", content: <ErrorState message={error} onRetry={onRetry} retrying={retrying} /> }
    : loading
      ? { kind: "loading", count: skeletonRows }
      : !rows || rows.length === 0
        ? { kind: "message", content: <EmptyState>{empty}</EmptyState> }
        : { kind: "rows" };
  const props = { ...body, rows: rows ?? [], status };
  return mobile ? <RowCards {...props} /> : <DesktopTable {...props} showCaption={showCaption} />;
}
