import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/**
 * The background file writers of several upstream processes on one database: a child process
 * (jest cannot load the database drivers) opens the database twice (on PostgreSQL two connection
 * pools, as two processes would; on PGlite one folder), queues exports, and runs two writers'
 * rounds at once, with a third file left by a writer that died holding it. Every file must end
 * ready once, its parts in order with none twice, byte for byte the direct export.
 */
const ROOT = path.resolve(__dirname, "../..");

const SCRIPT = `
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { openDatabase } from "./upstream/db/client";
import { applyMigrations } from "./upstream/db/migrate";
import { accountFileParts, accountFiles } from "./upstream/db/schema";
import { queueExport, startFileWriter } from "./upstream/files/background-export";
import { exportRows } from "./upstream/files/export-jobs";
import { sheetStream } from "./upstream/sheets/sheet-stream";

const main = async () => {
  const url = process.env.DATABASE_URL || undefined;
  const first = await openDatabase({ databaseUrl: url, dataDir: process.env.DATA_DIR! });
  await applyMigrations(first);
  const second = url ? await openDatabase({ databaseUrl: url, dataDir: process.env.DATA_DIR! }) : first;
  const tag = "writers-" + Math.random().toString(36).slice(2);
  const made = await first.db.execute(sql.raw(
    "insert into users (username, mobile, password_hash) values ('" + tag + "', '98912' || lpad(floor(random() * 9000000)::int::text, 7, '0'), 'x') returning id"));
  const userId = (made as unknown as { rows: { id: number }[] }).rows[0].id;
  await first.db.execute(sql.raw(
    "insert into inbox_messages (user_id, to_number, from_msisdn, message, received_at) " +
    "select " + userId + ", '+983000505', '98912' || lpad(n::text, 7, '0'), 'پیام «' || n || '»', now() - n * interval '1 second' " +
    "from generate_series(1, 40000) as n"));
  const owner = { userId, memberId: userId, username: tag };
  const jobs = [
    { kind: "inbox", params: { filters: {} }, format: "csv", baseName: "inbox-all" },
    { kind: "inbox", params: { filters: { message: "«1" } }, format: "xlsx", baseName: "inbox-ones" },
    { kind: "inbox", params: { filters: {} }, format: "xlsx", baseName: "inbox-orphan" },
  ] as const;
  const files = [];
  for (const job of jobs) files.push(await queueExport(first.db, owner, job as never, 40000));
  // The third was taken by a writer whose process died: its lease ran out, a part of its own left behind.
  await first.db.update(accountFiles).set({ leaseOwner: "gone-process", leaseUntil: sql\`now() - interval '1 second'\`, rowsDone: 5000 }).where(eq(accountFiles.id, files[2].id));
  await first.db.insert(accountFileParts).values({ fileId: files[2].id, seq: 0, body: Buffer.from("half a file") });

  // On PostgreSQL the test suite's upstream processes run writers of their own: a second lets them
  // take files first, so other processes' writers are in the race as well.
  if (url) await new Promise((resolve) => setTimeout(resolve, 1_000));
  const a = startFileWriter(first.db, { tickMs: 3_600_000 });
  const b = startFileWriter(second.db, { tickMs: 3_600_000 });
  let finished = 0;
  for (let round = 0; round < 4; round++) {
    const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
    finished += x + y;
  }
  // On a shared PostgreSQL a test upstream's own writer may hold one of the files: wait for it.
  const ids = files.map((f) => f.id);
  for (let waited = 0; waited < 120_000; waited += 250) {
    const writing = await first.db.select({ id: accountFiles.id }).from(accountFiles).where(and(inArray(accountFiles.id, ids), eq(accountFiles.state, "writing")));
    if (writing.length === 0) break;
    const [x, y] = await Promise.all([a.runOnce(), b.runOnce()]);
    finished += x + y;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await a.stop();
  await b.stop();

  const out = [];
  for (const [i, file] of files.entries()) {
    const [row] = await first.db.select().from(accountFiles).where(eq(accountFiles.id, file.id));
    const parts = await first.db.select({ seq: accountFileParts.seq, body: accountFileParts.body }).from(accountFileParts).where(eq(accountFileParts.fileId, file.id)).orderBy(asc(accountFileParts.seq));
    const stored = Buffer.concat(parts.map((p) => Buffer.from(p.body)));
    const direct = Buffer.from(await new Response(sheetStream(jobs[i].format, await exportRows(first.db, owner, jobs[i] as never))).arrayBuffer());
    out.push({
      state: row.state,
      size: row.size,
      rowsDone: row.rowsDone,
      lease: row.leaseOwner,
      seqs: parts.map((p) => p.seq),
      bytes: stored.length,
      same: stored.equals(direct),
    });
  }
  console.log(JSON.stringify({ finished, files: out }));
  if (second !== first) await second.close();
  await first.close();
};
main().catch((error) => { console.error(error); process.exit(1); });
`;

interface WrittenFile {
  state: string;
  size: number;
  rowsDone: number;
  lease: string | null;
  seqs: number[];
  bytes: number;
  same: boolean;
}

describe("background file writers of several processes", () => {
  it("write each file once, take over one whose writer died, and store the direct export's bytes in order", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "file-writers-"));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "--eval", SCRIPT],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" }, maxBuffer: 1 << 20 },
      );
      const result = JSON.parse(stdout.trim().split("\n").pop()!) as { finished: number; files: WrittenFile[] };
      // Alone on its PGlite these two wrote all three; on a shared PostgreSQL the test upstreams'
      // own writers may take some first (the script waits for them), and the files below hold for all.
      if (!process.env.DATABASE_URL) expect(result.finished).toBe(3);
      expect(result.files).toHaveLength(3);
      for (const file of result.files) {
        expect(file).toMatchObject({ state: "ready", lease: null, rowsDone: 40_000, same: true });
        expect(file.bytes).toBe(file.size);
        expect(file.seqs).toEqual(file.seqs.map((_, i) => i));
      }
      // The largest is several parts of 512 KiB.
      expect(result.files[0]!.seqs.length).toBeGreaterThan(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
