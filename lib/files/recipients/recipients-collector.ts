import { CompactNumberSet } from "./compact-number-set";
import type { CsvRecord } from "./csv-record";
import { GrowingUint32 } from "./growing-uint32";
import { cellText, readMobileCell, type Cell } from "./mobile-cell";
import { TextColumnBuilder, type TextColumn } from "./text-column";
import type { RecipientsMode, UploadReport } from "./types";
import { reportRejected } from "./upload-report";

export interface CollectorPlan {
  mode: RecipientsMode;
  mobileColumn: number;
  /** Peer-to-peer only. */
  messageColumn: number | null;
  /** Keyword mode: the columns whose values are kept. */
  keptColumns: number[];
  reportRowLimit: number;
}

/**
 * Takes data rows one by one: validates the mobile cell, drops duplicates, and keeps what the mode
 * needs in compact column arrays, while the report counts every refused row.
 */
export class RecipientsCollector {
  private readonly numbers = new GrowingUint32();
  private readonly rows = new GrowingUint32();
  /** Numbers already taken. */
  private readonly seen = new CompactNumberSet();
  /** Peer-to-peer: a number may get several different messages; the same number and message is a duplicate. */
  private readonly seenPairs = new Set<string>();
  private readonly values: TextColumnBuilder[];
  private readonly messages = new TextColumnBuilder();

  constructor(
    private readonly plan: CollectorPlan,
    private readonly report: UploadReport,
  ) {
    this.values = plan.keptColumns.map(() => new TextColumnBuilder());
  }

  add(row: readonly Cell[], rowNumber: number): void {
    const { plan, report } = this;
    report.records++;
    const cell = row[plan.mobileColumn];
    const code = readMobileCell(cell);
    if (typeof code !== "number") {
      reportRejected(report, code, rowNumber, cellText(cell), plan.reportRowLimit);
      return;
    }
    if (plan.mode === "peer_to_peer") {
      const message = cellText(row[plan.messageColumn!]);
      if (!message) {
        reportRejected(report, "empty_message", rowNumber, cellText(cell), plan.reportRowLimit);
        return;
      }
      const pair = `${code}\u0000${message}`;
      if (this.seenPairs.has(pair)) {
        reportRejected(report, "duplicate", rowNumber, cellText(cell), plan.reportRowLimit);
        return;
      }
      this.seenPairs.add(pair);
      this.messages.push(message);
    } else {
      if (!this.seen.add(code)) {
        reportRejected(report, "duplicate", rowNumber, cellText(cell), plan.reportRowLimit);
        return;
      }
      const kept = plan.keptColumns;
      for (let i = 0; i < kept.length; i++) this.values[i]!.push(cellText(row[kept[i]!]));
    }
    this.numbers.push(code);
    this.rows.push(rowNumber);
    report.valid++;
  }

  /** The same for a CSV record read in place (numbers and keyword modes: a CSV is never peer-to-peer). */
  addRecord(record: CsvRecord, rowNumber: number): void {
    const { plan, report } = this;
    if (plan.mode === "peer_to_peer") return this.add(record.cells(), rowNumber);
    report.records++;
    const column = plan.mobileColumn;
    const code = record.mobileAt(column);
    if (typeof code !== "number") {
      reportRejected(report, code, rowNumber, record.text(column), plan.reportRowLimit);
      return;
    }
    if (!this.seen.add(code)) {
      reportRejected(report, "duplicate", rowNumber, record.text(column), plan.reportRowLimit);
      return;
    }
    const kept = plan.keptColumns;
    for (let i = 0; i < kept.length; i++) record.keepText(kept[i]!, this.values[i]!);
    this.numbers.push(code);
    this.rows.push(rowNumber);
    report.valid++;
  }

  finish(): { numbers: Uint32Array; rows: Uint32Array; values: TextColumn[]; messages: TextColumn | null } {
    return {
      numbers: this.numbers.toArray(),
      rows: this.rows.toArray(),
      values: this.values.map((column) => column.finish()),
      messages: this.plan.mode === "peer_to_peer" ? this.messages.finish() : null,
    };
  }
}
