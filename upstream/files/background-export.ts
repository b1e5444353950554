import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { BACKGROUND_EXPORT_ROWS, FILE_MESSAGES, WRITING_FILES_PER_ACCOUNT } from "@/lib/contract/account-files";
import type { FileProgress } from "@/lib/contract/socket";
import { rowsOf } from "../banks/sql-rows";
import type { Db } from "../db/client";
import { accountFileParts, accountFiles, users } from "../db/schema";
import { ApiFailure, tooManyRequests } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { notifyBySms } from "../services/notifications";
import { SHEET_CONTENT_TYPES, sheetStream } from "../sheets/sheet-stream";
import { publishLive } from "../socket/live-events";
import { exportRows, storedJob, type ExportJob, type ExportOwner, type SheetBatches } from "./export-jobs";
import { quotaOf, usedBytes, type FileRow } from "./store";

/** Bytes per stored part: the download streams them one after another. */
const PART_BYTES = 512 * 1024;
/** How long a writer holds a file without renewing its lease; past it another process takes it over. */
const LEASE_MS = 30_000;
/**
 * Rows the writer reads per query where an export reads long pages: on PGlite a query holds the
 * process, so short ones let the calls of people using the panel in between.
 */
const WRITER_PAGE = 2_000;
/** The progress goes on the socket at most this often. */
const TELL_EVERY_MS = 400;
/** How often the writer looks for files to write. */
const TICK_MS = 300;

/** Whether an export of this many rows goes to the background. */
export const goesToBackground = (rows: number) => rows > BACKGROUND_EXPORT_ROWS;

/**
 * An export past 100,000 rows: the file is listed at once as being written, and a writer (this
 * process or another on the same database) writes it. Refused when the account's files already
 * fill its quota.
 */
export async function queueExport(db: Db, owner: ExportOwner, job: ExportJob, rows: number): Promise<FileRow> {
  if ((await usedBytes(db, owner.userId)) >= (await quotaOf(db, owner.userId)))
    throw new ApiFailure(422, FILE_MESSAGES.quotaFull, MESSAGE_CODES.unprocessable);
  return db.transaction(async (tx) => {
    // The account's row locked: two exports asked at once cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for("update");
    const [writing] = await tx
      .select({ n: count() })
      .from(accountFiles)
      .where(and(eq(accountFiles.userId, owner.userId), eq(accountFiles.state, "writing")));
    if (Number(writing?.n ?? 0) >= WRITING_FILES_PER_ACCOUNT) throw tooManyRequests(FILE_MESSAGES.tooManyWriting);
    const [row] = await tx
      .insert(accountFiles)
      .values({
        userId: owner.userId,
        memberId: owner.memberId,
        category: "exports",
        source: job.kind,
        name: `${job.baseName}.${job.format}`,
        contentType: SHEET_CONTENT_TYPES[job.format],
        state: "writing",
        rowsTotal: rows,
        job: { ...job, username: owner.username },
      })
      .returning();
    return row!;
  });
}

/** The rows as they pass, each batch of rows counted (titles aside) and told to `onRows` before the next is read. */
async function* counted(batches: SheetBatches, onRows: (done: number) => Promise<void>): SheetBatches {
  let done = -1;
  for await (const batch of batches) {
    done += batch.length;
    yield batch;
    if (done > 0) await onRows(done);
  }
}

const progressOf = (row: FileRow): FileProgress => ({
  id: row.id,
  name: row.name,
  state: row.state as FileProgress["state"],
  rows_done: row.rowsDone,
  rows_total: row.rowsTotal,
  size: row.size,
});

class LeaseLost extends Error {}
class OverQuota extends Error {}

/** The account's username the job was asked with (the systemic sends' filter reads it). */
const jobUsername = (job: unknown) =>
  typeof job === "object" && job !== null && typeof (job as { username?: unknown }).username === "string"
    ? (job as { username: string }).username
    : "";

export interface FileWriter {
  /** Writes what is waiting now (tests); answers how many files it finished or failed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The background writer inside each upstream process: takes a file waiting to be written (or one
 * whose writer's lease expired, its process gone) by setting its lease in one statement on a row
 * locked `FOR UPDATE SKIP LOCKED`, so two processes on one PostgreSQL never write the same file at
 * once. It renews the lease at every page of rows and tells the progress on the socket; the parts
 * go in while the lease is renewed, and the ready state is set only while the lease is still its own.
 */
export function startFileWriter(db: Db, options: { tickMs?: number; leaseMs?: number } = {}): FileWriter {
  const tickMs = options.tickMs ?? TICK_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const me = `${process.pid}-${randomUUID()}`;
  let stopping = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();

  async function claim(): Promise<FileRow | null> {
    const result = await db.execute(sql`
      update ${accountFiles} set lease_owner = ${me}, lease_until = now() + ${`${leaseMs} milliseconds`}::interval, rows_done = 0
      where id = (
        select id from ${accountFiles}
        where state = 'writing' and (lease_until is null or lease_until < now())
        order by id limit 1 for update skip locked)
      returning id`);
    const id = rowsOf<{ id: number }>(result)[0]?.id;
    if (id === undefined) return null;
    const [row] = await db.select().from(accountFiles).where(eq(accountFiles.id, id));
    return row ?? null;
  }

  const mine = (id: number) => and(eq(accountFiles.id, id), eq(accountFiles.leaseOwner, me));

  async function tell(row: FileRow): Promise<void> {
    await publishLive(db, row.userId, { event: "file.progress", data: progressOf(row) });
  }

  /** Renews the lease while the file is still this writer's; false once another has taken it over. */
  async function renew(id: number, set: { rowsDone?: number } = {}): Promise<FileRow | null> {
    const [row] = await db
      .update(accountFiles)
      .set({ ...set, leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(mine(id))
      .returning();
    return row ?? null;
  }

  /** Marks the file failed (when it is still this writer's) and drops what was written of it. */
  async function fail(file: FileRow): Promise<void> {
    const [row] = await db
      .update(accountFiles)
      .set({ state: "failed", size: 0, leaseOwner: null, leaseUntil: null, finishedAt: new Date() })
      .where(mine(file.id))
      .returning();
    if (!row) return;
    await db.delete(accountFileParts).where(eq(accountFileParts.fileId, file.id));
    await tell(row);
  }

  /**
   * Writes the file as the direct export would stream it, part by part: each 512 KiB part goes in
   * as a statement of its own while the lease is renewed, so calls on the same database get
   * between them and memory holds one part. A writer taking the file over starts its parts afresh;
   * the ready state is set only while the lease is still this writer's. Past the quota the file
   * fails and keeps nothing.
   */
  async function write(file: FileRow): Promise<void> {
    const job = storedJob(file.job);
    let toldAt = 0;
    let written = 0;
    try {
      if (!job) throw new Error("the file's job is not one this version writes");
      await db.delete(accountFileParts).where(eq(accountFileParts.fileId, file.id));
      const owner = { userId: file.userId, memberId: file.memberId ?? file.userId, username: jobUsername(file.job) };
      const rows = counted(await exportRows(db, owner, job, WRITER_PAGE), async (done) => {
        if (stopping) throw new LeaseLost();
        // PGlite runs each statement on this thread and its promises chain without a pause: a turn
        // of the event loop between pages lets arriving calls in (as the send runner does).
        await new Promise((resolve) => setImmediate(resolve));
        const row = await renew(file.id, { rowsDone: Math.min(done, file.rowsTotal) });
        if (!row) throw new LeaseLost();
        if (Date.now() - toldAt >= TELL_EVERY_MS) {
          toldAt = Date.now();
          await tell(row);
        }
      });
      let seq = 0;
      const store = async (part: Buffer) => {
        if (!(await renew(file.id)) || stopping) throw new LeaseLost();
        if ((await usedBytes(db, file.userId)) + written + part.length > (await quotaOf(db, file.userId)))
          throw new OverQuota();
        await db.insert(accountFileParts).values({ fileId: file.id, seq: seq++, body: part });
        written += part.length;
      };
      const reader = sheetStream(job.format, rows).getReader();
      try {
        let pending: Buffer[] = [];
        let pendingBytes = 0;
        for (let next = await reader.read(); !next.done; next = await reader.read()) {
          pending.push(Buffer.from(next.value));
          pendingBytes += next.value.length;
          while (pendingBytes >= PART_BYTES) {
            const joined = Buffer.concat(pending);
            await store(joined.subarray(0, PART_BYTES));
            pending = [joined.subarray(PART_BYTES)];
            pendingBytes = joined.length - PART_BYTES;
          }
        }
        if (pendingBytes > 0) await store(Buffer.concat(pending));
      } finally {
        // Whatever stopped the writing also stops the reading of rows.
        await reader.cancel().catch(() => undefined);
      }
    } catch (error) {
      if (error instanceof LeaseLost) return;
      if (!(error instanceof OverQuota)) console.error(`upstream: writing file ${file.id} failed:`, error);
      await fail(file);
      return;
    }
    const [finished] = await db
      .update(accountFiles)
      .set({
        state: "ready",
        size: written,
        contentType: SHEET_CONTENT_TYPES[job.format],
        rowsDone: file.rowsTotal,
        leaseOwner: null,
        leaseUntil: null,
        finishedAt: new Date(),
      })
      .where(mine(file.id))
      .returning();
    if (!finished) return;
    await tell(finished);
    await notifyBySms(db, finished.userId, "export_ready", FILE_MESSAGES.ready(finished.name));
  }

  async function round(): Promise<number> {
    let done = 0;
    while (!stopping) {
      const file = await claim();
      if (!file) break;
      await write(file);
      done++;
    }
    return done;
  }

  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = round()
        .catch((error: unknown) => {
          if (!stopping) console.error("upstream: the file writer failed:", error);
        })
        .finally(schedule);
    }, tickMs);
  };
  schedule();

  return {
    runOnce: () => {
      const work = round();
      running = work.catch(() => undefined);
      return work;
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
