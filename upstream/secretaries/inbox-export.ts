import { and, desc, lt, type SQL } from "drizzle-orm";
import type { ExportFormat } from "@/lib/contract/common";
import type { AnswerState, SecretaryInboxKind } from "@/lib/contract/secretaries";
import {
  ANSWER_STATE_TITLES,
  SECRETARY_INBOX_FILE_TITLES,
  SECRETARY_INBOX_KIND_TITLES,
} from "@/lib/contract/secretary-inbox";
import type { Db } from "../db/client";
import { secretaryMessages } from "../db/schema";
import { jalaliTimeFormatter } from "../sheets/jalali-time";
import { sheetStream } from "../sheets/sheet-stream";

/** Messages read per query while the file is written. */
const PAGE = 5_000;

async function* secretaryInboxRows(db: Db, where: SQL): AsyncGenerator<string[][]> {
  yield [[...SECRETARY_INBOX_FILE_TITLES]];
  const jalaliTime = jalaliTimeFormatter();
  let before: number | null = null;
  for (;;) {
    const rows = await db
      .select()
      .from(secretaryMessages)
      .where(before === null ? where : and(where, lt(secretaryMessages.id, before)))
      .orderBy(desc(secretaryMessages.id))
      .limit(PAGE);
    yield rows.map((row) => [
      String(row.id),
      row.msisdn,
      row.message,
      SECRETARY_INBOX_KIND_TITLES[row.kind as SecretaryInboxKind] ?? row.kind,
      row.number === null ? "" : String(row.number),
      row.answer ?? "",
      ANSWER_STATE_TITLES[row.answerState as AnswerState] ?? row.answerState,
      jalaliTime(row.receivedAt),
    ]);
    if (rows.length < PAGE) return;
    before = rows[rows.length - 1]!.id;
  }
}

/**
 * What a secretary received (`where` keeps), newest first, as a streamed CSV (UTF-8 with a
 * byte-order mark) or XLSX: id, sender (98…), text, kind, option or visit number, answer, how the
 * answer went, received time (Jalali, Tehran). A text that would start a formula is made harmless.
 */
export const secretaryInboxSheet = (db: Db, where: SQL, format: ExportFormat): ReadableStream<Uint8Array> =>
  sheetStream(format, secretaryInboxRows(db, where));
