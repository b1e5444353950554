import { randomUUID } from "node:crypto";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { BACKGROUND_EXPORT_ROWS, FILE_MESSAGES } from "@/lib/contract/account-files";
import type { ExportFormat } from "@/lib/contract/common";
import type { FileProgress } from "@/lib/contract/socket";
import { rowsOf } from "../banks/sql-rows";
import type { Db } from "../db/client";
import { accountFileParts, accountFiles, contacts, phonebooks } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { contactsWhere, type ContactFilters } from "../phonebooks/contacts-query";
import { exportContacts, type SheetFile } from "../phonebooks/export";
import { visibleFeatures } from "../phonebooks/features";
import { notifyBySms } from "../services/notifications";
import { publishLive } from "../socket/live-events";
import { quotaOf, usedBytes, type FileRow } from "./store";

/** What the writer needs to write a contacts export again, exactly as the direct answer would be. */
interface ContactsJob {
  kind: "contacts";
  filters: ContactFilters;
  format: ExportFormat;
  baseName: string;
}

/** Bytes per stored part: the download streams them one after another. */
const PART_BYTES = 512 * 1024;
/** How long a writer holds a file without renewing its lease; past it another process takes it over. */
const LEASE_MS = 30_000;
/** Rows the writer reads per query: short queries, so the calls of people using the panel get between them. */
const WRITER_PAGE = 2_000;
/** The progress goes on the socket at most this often. */
const TELL_EVERY_MS = 400;
/** How often the writer looks for files to write. */
const TICK_MS = 300;

/** How many contacts pass the filters (the export's rows). */
export async function countContacts(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .innerJoin(phonebooks, eq(phonebooks.id, contacts.phonebookId))
    .where(where);
  return Number(row?.n ?? 0);
}

/** Whether an export of this many rows goes to the background. */
export const goesToBackground = (rows: number) => rows > BACKGROUND_EXPORT_ROWS;

/**
 * A contacts export past 100,000 rows: the file is listed at once as being written, and a writer
 * (this process or another on the same database) writes it. Refused when the account's files
 * already fill its quota.
 */
export async function queueContactsExport(
  db: Db,
  owner: { userId: number; memberId: number },
  job: Omit<ContactsJob, "kind">,
  rows: number,
  source: "contacts" | "phonebook",
): Promise<FileRow> {
  if ((await usedBytes(db, owner.userId)) >= (await quotaOf(db, owner.userId)))
    throw new ApiFailure(422, FILE_MESSAGES.quotaFull, MESSAGE_CODES.unprocessable);
  const [row] = await db
    .insert(accountFiles)
    .values({
      userId: owner.userId,
      memberId: owner.memberId,
      category: "exports",
      source,
      name: `${job.baseName}.${job.format}`,
      contentType: "",
      state: "writing",
      rowsTotal: rows,
      job: { kind: "contacts", ...job } satisfies ContactsJob,
    })
    .returning();
  return row!;
}

/** The file of a job, written the same way the direct export writes it; `onRows` hears each page. */
async function writeJob(db: Db, file: FileRow, onRows: (done: number) => Promise<void>): Promise<SheetFile> {
  const job = file.job as unknown as ContactsJob;
  const features = await visibleFeatures(db, file.userId);
  return exportContacts(db, contactsWhere(file.userId, job.filters), features, job.format, job.baseName, {
    onRows,
    page: WRITER_PAGE,
  });
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

  async function write(file: FileRow): Promise<void> {
    let sheet: SheetFile;
    let toldAt = 0;
    try {
      sheet = await writeJob(db, file, async (done) => {
        if (stopping) throw new LeaseLost();
        // PGlite runs each statement on this thread and its promises chain without a pause: a turn
        // of the event loop between pages lets arriving calls in (as the send runner does).
        await new Promise((resolve) => setImmediate(resolve));
        const [row] = await db
          .update(accountFiles)
          .set({
            rowsDone: Math.min(done, file.rowsTotal),
            leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          })
          .where(mine(file.id))
          .returning();
        if (!row) throw new LeaseLost();
        if (Date.now() - toldAt >= TELL_EVERY_MS) {
          toldAt = Date.now();
          await tell(row);
        }
      });
    } catch (error) {
      if (error instanceof LeaseLost) return;
      console.error(`upstream: writing file ${file.id} failed:`, error);
      const [row] = await db
        .update(accountFiles)
        .set({ state: "failed", leaseOwner: null, leaseUntil: null, finishedAt: new Date() })
        .where(mine(file.id))
        .returning();
      if (row) await tell(row);
      return;
    }
    const body = sheet.body;
    const overQuota = (await usedBytes(db, file.userId)) + body.length > (await quotaOf(db, file.userId));
    // The parts go in one by one while the file is still being written (nobody reads them yet), each
    // a statement of its own, so calls on the same database get between them; a writer taking the
    // file over starts its parts afresh.
    await db.delete(accountFileParts).where(eq(accountFileParts.fileId, file.id));
    if (!overQuota) {
      for (let seq = 0, at = 0; at < body.length; seq++, at += PART_BYTES) {
        await new Promise((resolve) => setImmediate(resolve));
        const [held] = await db
          .update(accountFiles)
          .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
          .where(mine(file.id))
          .returning({ id: accountFiles.id });
        if (!held || stopping) return;
        await db
          .insert(accountFileParts)
          .values({ fileId: file.id, seq, body: Buffer.from(body.subarray(at, at + PART_BYTES)) });
      }
    }
    const [finished] = await db
      .update(accountFiles)
      .set({
        state: overQuota ? "failed" : "ready",
        size: overQuota ? 0 : body.length,
        contentType: sheet.contentType,
        rowsDone: overQuota ? sql`${accountFiles.rowsDone}` : file.rowsTotal,
        leaseOwner: null,
        leaseUntil: null,
        finishedAt: new Date(),
      })
      .where(mine(file.id))
      .returning();
    if (!finished) return;
    await tell(finished);
    if (finished.state === "ready")
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
