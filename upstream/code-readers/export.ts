import { and, asc, eq, gt } from "drizzle-orm";
import { CODE_EXPORT_TITLES, CODE_STATE_TITLES, type CodeReaderOut } from "@/lib/contract/code-readers";
import type { Db } from "../db/client";
import { codeReaderCodes } from "../db/schema";
import { csvStream } from "../sheets/csv-stream";
import { jalaliTimeFormatter } from "../sheets/jalali-time";

/** Codes read per query while the file is written. */
const PAGE = 5_000;

async function* codeRows(db: Db, reader: Pick<CodeReaderOut, "id" | "variables">): AsyncGenerator<string[][]> {
  const t = CODE_EXPORT_TITLES;
  yield [[t.code, ...reader.variables, t.state, t.usedBy, t.usedAt, t.uses]];
  const jalaliTime = jalaliTimeFormatter();
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(codeReaderCodes)
      .where(and(eq(codeReaderCodes.readerId, reader.id), gt(codeReaderCodes.id, after)))
      .orderBy(asc(codeReaderCodes.id))
      .limit(PAGE);
    yield rows.map((row) => [
      row.code,
      ...reader.variables.map((_, i) => row.vars?.[i] ?? ""),
      row.usedAt === null ? CODE_STATE_TITLES.unused : CODE_STATE_TITLES.used,
      row.usedBy ?? "",
      row.usedAt === null ? "" : jalaliTime(row.usedAt),
      String(row.uses),
    ]);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * A reader's codes in the order they were added, as a streamed CSV (UTF-8 with a byte-order mark,
 * 5,000 codes read at a time, so 1,000,000 never sit in memory): the code, its variables, its
 * state, the number that first used it (98…), when (Jalali, Tehran) and how many times it was sent.
 */
export const codeSheet = (db: Db, reader: Pick<CodeReaderOut, "id" | "variables">): ReadableStream<Uint8Array> =>
  csvStream(codeRows(db, reader));
