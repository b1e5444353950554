import { SEND_LIMITS } from "@/lib/contract/send-limits";
import { describeColumns, isBlankRow, looksLikeHeader, pickMessageColumn, pickMobileColumn } from "./columns";
import type { CsvRecord } from "./csv-record";
import { RECIPIENTS_FILE_MESSAGES } from "./messages";
import { cellText, type Cell } from "./mobile-cell";
import { RecipientsCollector } from "./recipients-collector";
import type {
  ColumnSource,
  ParseRecipientsOptions,
  RecipientsFileFormat,
  RecipientsOutcome,
  TextEncodingName,
} from "./types";
import { DEFAULT_REPORT_ROW_LIMIT, emptyReport } from "./upload-report";

/** Rows looked at before the columns are chosen. */
const SAMPLE_ROWS = 200;

export interface PipelineSource {
  format: RecipientsFileFormat;
  encoding: TextEncodingName | null;
}

/**
 * The reader-independent part: rows go in one at a time (with their file row number). The first
 * ones are held back until the header and the mobile column are known; then every row goes to the
 * collector. `push` answers false when reading can stop: too many records, or a column to choose.
 */
export class RecipientsPipeline {
  private readonly mode;
  private readonly maxRecords;
  private readonly report = emptyReport();
  private hasHeader: boolean | undefined;
  private titles: string[] | null = null;
  private sample: Array<{ row: readonly Cell[]; rowNumber: number }> = [];
  private collector: RecipientsCollector | null = null;
  private records = 0;
  private stopped: RecipientsOutcome | null = null;
  private chosen: {
    mobileColumn: number;
    source: ColumnSource;
    messageColumn: number | null;
    columns: string[];
  } | null = null;

  constructor(
    private readonly source: PipelineSource,
    private readonly options: ParseRecipientsOptions = {},
  ) {
    this.mode = options.mode ?? "numbers";
    this.maxRecords = options.maxRecords ?? SEND_LIMITS.fileRecords;
    this.hasHeader = options.hasHeader;
  }

  push(row: readonly Cell[], rowNumber: number): boolean {
    if (this.stopped) return false;
    if (isBlankRow(row)) return true;
    if (this.hasHeader === undefined) this.hasHeader = looksLikeHeader(row);
    if (this.hasHeader && this.titles === null) {
      this.titles = row.map(cellText);
      return true;
    }
    if (!this.countRecord()) return false;
    if (this.collector) {
      this.collector.add(row, rowNumber);
      return true;
    }
    this.sample.push({ row, rowNumber });
    if (this.sample.length >= SAMPLE_ROWS) this.startCollecting();
    return !this.stopped;
  }

  /**
   * The same for a CSV record read in place: once the columns are chosen it goes to the collector
   * as it lies in the file's text, without becoming an array of strings.
   */
  pushRecord(record: CsvRecord, rowNumber: number): boolean {
    if (this.stopped) return false;
    if (!this.collector) return this.push(record.cells(), rowNumber);
    if (record.isBlank()) return true;
    if (!this.countRecord()) return false;
    this.collector.addRecord(record, rowNumber);
    return true;
  }

  /** Counts one more record; false (and stopped) past the most a file may have. */
  private countRecord(): boolean {
    if (++this.records <= this.maxRecords) return true;
    this.stopped = { status: "error", code: "too_many_records", message: RECIPIENTS_FILE_MESSAGES.tooManyRecords };
    return false;
  }

  /** Reading stopped early or reached the end: what the file gives. */
  finish(): RecipientsOutcome {
    if (this.stopped) return this.stopped;
    if (this.records === 0) return { status: "error", code: "empty_file", message: RECIPIENTS_FILE_MESSAGES.emptyFile };
    if (!this.collector) this.startCollecting();
    if (this.stopped) return this.stopped;
    const { report, chosen } = this;
    if (report.valid === 0) {
      return { status: "error", code: "no_valid_number", message: RECIPIENTS_FILE_MESSAGES.noValidNumber, report };
    }
    const collected = this.collector!.finish();
    return {
      status: "ready",
      format: this.source.format,
      encoding: this.source.encoding,
      mode: this.mode,
      hasHeader: Boolean(this.hasHeader),
      columns: chosen!.columns,
      rowCount: report.records,
      mobileColumn: chosen!.mobileColumn,
      mobileColumnSource: chosen!.source,
      messageColumn: chosen!.messageColumn,
      numbers: collected.numbers,
      rows: collected.rows,
      keptColumns: this.mode === "keyword" ? this.keptColumns(chosen!.columns.length, chosen!.mobileColumn) : [],
      values: collected.values,
      messages: collected.messages,
      report,
    };
  }

  private keptColumns(width: number, mobileColumn: number): number[] {
    return Array.from({ length: width }, (_, i) => i).filter((i) => i !== mobileColumn);
  }

  /** Chooses the columns from the sample (or stops to ask), then hands the sample to the collector. */
  private startCollecting(): void {
    const described = describeColumns(
      this.titles,
      this.sample.map((s) => s.row),
    );
    const columns = described.map((c) => c.name);
    const { options, mode } = this;
    const inRange = (index: number | undefined): index is number =>
      index !== undefined && index >= 0 && index < described.length;
    const askFor = (needs: Array<"mobileColumn" | "messageColumn">, mobileColumn: number | null) => {
      this.stopped = {
        status: "choose_column",
        format: this.source.format,
        mode,
        hasHeader: Boolean(this.hasHeader),
        needs,
        mobileColumn,
        columns: described,
      };
    };
    if (mode === "peer_to_peer" && described.length < 2) {
      this.stopped = { status: "error", code: "wrong_format", message: RECIPIENTS_FILE_MESSAGES.peerToPeerExcelOnly };
      return;
    }

    let mobileColumn: number;
    let source: ColumnSource;
    if (inRange(options.mobileColumn)) {
      mobileColumn = options.mobileColumn;
      source = "caller";
    } else {
      const picked = pickMobileColumn(described);
      if (!picked)
        return askFor(
          mode === "peer_to_peer" && !inRange(options.messageColumn)
            ? ["mobileColumn", "messageColumn"]
            : ["mobileColumn"],
          null,
        );
      mobileColumn = picked.index;
      source = picked.source;
    }

    let messageColumn: number | null = null;
    if (mode === "peer_to_peer") {
      const given = options.messageColumn;
      messageColumn = inRange(given) && given !== mobileColumn ? given : pickMessageColumn(described, mobileColumn);
      if (messageColumn === null) return askFor(["messageColumn"], mobileColumn);
    }

    this.chosen = { mobileColumn, source, messageColumn, columns };
    const collector = new RecipientsCollector(
      {
        mode,
        mobileColumn,
        messageColumn,
        keptColumns: mode === "keyword" ? this.keptColumns(columns.length, mobileColumn) : [],
        reportRowLimit: options.reportRowLimit ?? DEFAULT_REPORT_ROW_LIMIT,
      },
      this.report,
    );
    for (const { row, rowNumber } of this.sample) collector.add(row, rowNumber);
    this.sample = [];
    this.collector = collector;
  }
}
