/**
 * Backup and restore of the embedded PGlite database (`npm run backup`, `npm run restore`): a
 * backup taken from a running upstream, while an owner is writing, restored into a fresh data
 * directory, gives a second upstream every owner's balance, contacts and reports as they were.
 * A restore is refused on a data directory in use, and a damaged backup leaves the directory as it
 * was. Both upstreams are `upstream/main.ts` on PGlite data directories of this file's own; on the
 * PostgreSQL run (DATABASE_URL) there is nothing of this to test: pg_dump and pg_restore do it.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CallOptions } from "./support/client";
import { callOn } from "./support/database-upstream";
import { finished, mobiles, quickSend, type SendInfo } from "./support/sending";
import { startUpstream, type RunningUpstream } from "./support/start-upstream";
import { untilHolds } from "./support/until";

const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");

type Upstream = RunningUpstream;

/** Environment of the scripts and upstreams here: PGlite whatever the run's DATABASE_URL. */
const pgliteEnv = (dataDir: string) => ({
  ...process.env,
  NODE_ENV: "test" as const,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
});

/** The upstream on a PGlite data directory of this file's own, left in place when it stops. */
const startMain = (dataDir: string) =>
  startUpstream({ DATABASE_URL: "", BANK_SIZE: "0", PASSWORD_HASH_COST: "test" }, { dataDir });

/** Runs `npm run backup` or `npm run restore` (their scripts, by path) on a data directory. */
function script(name: "backup" | "restore", dataDir: string, args: string[] = []) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [TSX, `scripts/${name}.ts`, ...args],
      { cwd: ROOT, env: pgliteEnv(dataDir) },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

const on = (upstream: Upstream, urlPath: string, options?: CallOptions) => callOn(upstream, urlPath, options);

async function data(answer: ReturnType<typeof on>) {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body.data;
}

interface Owner {
  username: string;
  password: string;
  phonebookId: number;
  sendId: number | null;
}

const signIn = async (upstream: Upstream, who: Owner): Promise<string> =>
  (await data(on(upstream, "/v1/api/acl/auth/login", { body: { username: who.username, password: who.password } })))
    .token;

/** What an owner sees of their account: balance, contacts, and their send's report and recipients. */
async function seenBy(upstream: Upstream, who: Owner) {
  const token = await signIn(upstream, who);
  const credit = await data(on(upstream, "/v1/api/payment/credit/mine", { token }));
  const contacts = await data(
    on(upstream, `/v1/api/phonebooks/numbers/contact-list?phonebook_id=${who.phonebookId}&per_page=1000`, { token }),
  );
  if (who.sendId === null) return { credit, contacts };
  const reports = await data(on(upstream, "/v1/api/report/new_list", { token, body: { page: 1, limit: 100 } }));
  const send: SendInfo = await data(on(upstream, `/__dev/sends/${who.sendId}`));
  return { credit, contacts, reports, send };
}

/** Every file of a folder with its bytes' hash, to tell it did not change. */
async function fingerprint(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await readdir(dir, { recursive: true })).sort()) {
    const file = path.join(dir, name);
    if ((await stat(file)).isFile())
      files[name] = createHash("sha256")
        .update(await readFile(file))
        .digest("hex");
  }
  return files;
}

// PGlite only (a `.pglite.test.ts` file): PostgreSQL's backups are pg_dump's (RELIABILITY.md).
describe("npm run backup and npm run restore (PGlite)", () => {
  const dirs: string[] = [];
  const started: Upstream[] = [];
  let first: Upstream;
  let second: Upstream;
  let sender: Owner;
  let writer: Owner;
  let backupFile: string;
  let writesBefore = 0;
  let writesAfter = 0;
  let before: Awaited<ReturnType<typeof seenBy>>;
  let writerBefore: Awaited<ReturnType<typeof seenBy>>;
  let refusal: { code: number; output: string };
  let firstDir: string;
  let restoredDir: string;

  beforeAll(async () => {
    firstDir = await mkdtemp(path.join(tmpdir(), "backup-test-"));
    restoredDir = await mkdtemp(path.join(tmpdir(), "restore-test-"));
    dirs.push(firstDir, restoredDir);
    first = await startMain(firstDir);
    started.push(first);

    const owner = async (credit: number): Promise<Owner> => {
      const account = await data(on(first, "/__dev/accounts", { body: { credit } }));
      const who = { username: account.username, password: account.password, phonebookId: 0, sendId: null };
      const token = await signIn(first, who);
      who.phonebookId = (
        await data(on(first, "/v1/api/phonebooks", { token, body: { title: "مشتریان", options: [] } }))
      ).id;
      const list = mobiles(3).map((mobile, i) => ({
        phonebook_id: who.phonebookId,
        number: mobile,
        name: `مشتری ${i + 1}`,
      }));
      await data(on(first, "/v1/api/phonebooks/numbers/add-list-new", { token, body: { list } }));
      return who;
    };
    [sender, writer] = await Promise.all([owner(5_000_000), owner(1_000_000)]);
    const senderToken = await signIn(first, sender);
    sender.sendId = (
      await data(on(first, "/v1/api/send", { token: senderToken, body: quickSend(mobiles(2), "یادآوری نوبت") }))
    ).message_outbox_ids[0];
    await untilHolds(async () => (await data(on(first, `/__dev/sends/${sender.sendId}`))) as SendInfo, finished);
    before = await seenBy(first, sender);
    writerBefore = await seenBy(first, writer);

    // The writer keeps adding contacts, one call after another, while the backup is taken.
    const writerToken = await signIn(first, writer);
    let backingUp = true;
    const writing = (async () => {
      while (backingUp) {
        const list = [{ phonebook_id: writer.phonebookId, number: mobiles(1)[0], name: "نوشته‌شده هنگام پشتیبان" }];
        await data(on(first, "/v1/api/phonebooks/numbers/add-list-new", { token: writerToken, body: { list } }));
        writesAfter++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    writesBefore = writesAfter;
    const backup = await script("backup", firstDir, [path.join(firstDir, "copy.tar.gz")]);
    backingUp = false;
    await writing;
    if (backup.code !== 0) throw new Error(`backup failed: ${backup.output}`);
    backupFile = path.join(firstDir, "copy.tar.gz");

    refusal = await script("restore", firstDir, [backupFile]);
    const restore = await script("restore", restoredDir, [backupFile]);
    if (restore.code !== 0) throw new Error(`restore failed: ${restore.output}`);
    second = await startMain(restoredDir);
    started.push(second);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(started.map((upstream) => upstream.stop()));
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("gives the restored upstream the balance, contacts and send report an owner had", async () => {
    expect(before.contacts).toHaveLength(3);
    expect(before.reports.map((row: { messages_outbox_id: string }) => Number(row.messages_outbox_id))).toContain(
      sender.sendId,
    );
    expect(await seenBy(second, sender)).toEqual(before);
  });

  it("is a consistent copy of a database being written: the writer's contacts up to some call, and its balance", async () => {
    const after = await seenBy(second, writer);
    expect(after.credit).toEqual(writerBefore.credit);
    expect(writesAfter).toBeGreaterThan(writesBefore);
    const added = after.contacts.length - writerBefore.contacts.length;
    expect(added).toBeGreaterThanOrEqual(writesBefore);
    expect(added).toBeLessThanOrEqual(writesAfter);
  });

  it("refuses to restore over a data directory the upstream has open, and leaves it working", async () => {
    expect(refusal.code).toBe(1);
    expect(refusal.output).toMatch(/is in use by the upstream \(pid \d+\); stop it first/);
    expect(await seenBy(first, sender)).toEqual(before);
  });

  it("leaves the data directory as it was when the backup is truncated or not a backup", async () => {
    await second.stop();
    const database = path.join(restoredDir, "pglite");
    const unchanged = await fingerprint(database);
    const whole = await readFile(backupFile);
    const truncated = path.join(firstDir, "truncated.tar.gz");
    const junk = path.join(firstDir, "junk.tar.gz");
    await writeFile(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    await writeFile(junk, "not a backup");
    for (const file of [truncated, junk]) {
      const answer = await script("restore", restoredDir, [file]);
      expect(answer.code).toBe(1);
      expect(answer.output).toContain(`is not a readable backup`);
      expect(answer.output).toContain(`${restoredDir} is unchanged`);
    }
    expect(await fingerprint(database)).toEqual(unchanged);
    expect((await readdir(restoredDir)).filter((name) => name.startsWith("pglite"))).toEqual(["pglite"]);
    expect(existsSync(path.join(restoredDir, "pglite.lock"))).toBe(false);
  });
});
