// `npm run backup [-- <file>] [--data-dir <dir>]`: a consistent copy of the embedded PGlite
// database, written to `${DATA_DIR}/backups/pglite-<time>.tar.gz` (and moved to <file> when given).
// With the upstream running, it asks that process for the copy (SIGUSR2, see upstream/db/backup.ts):
// only the process that has PGlite open can copy it consistently. With none running, it opens the
// data directory itself, under the same lock the upstream takes. PostgreSQL (DATABASE_URL) is backed
// up with pg_dump instead: RELIABILITY.md has the commands.
import { existsSync } from "node:fs";
import { copyFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { holderOf, lockDataDir } from "../upstream/db/backup-lock";
import {
  BACKUP_SUFFIX,
  FAILED_SUFFIX,
  backupEntries,
  backupName,
  backupsDir,
  dumpPglite,
  writeBackup,
} from "../upstream/db/backup";
import { dataDirOption } from "./lib/data-dir-option";

/** How long to wait for the running upstream's backup (a large database takes a while). */
const WAIT_MS = Number(process.env.BACKUP_TIMEOUT_SECONDS ?? 600) * 1000;

async function fromRunningUpstream(dataDir: string, pid: number): Promise<string> {
  const before = new Set(await backupEntries(dataDir));
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const fresh = (await backupEntries(dataDir)).filter((name) => !before.has(name)).sort();
    const failed = fresh.find((name) => name.endsWith(FAILED_SUFFIX));
    if (failed)
      throw new Error(`the upstream could not take the backup; see ${path.join(backupsDir(dataDir), failed)}`);
    const written = fresh.find((name) => name.endsWith(BACKUP_SUFFIX));
    if (written) return path.join(backupsDir(dataDir), written);
    if (!holderOf(dataDir)) throw new Error(`the upstream (pid ${pid}) stopped before writing the backup`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the upstream (pid ${pid}) wrote no backup within ${WAIT_MS / 1000} s`);
}

async function fromStoppedDatabase(dataDir: string): Promise<string> {
  const lock = lockDataDir(dataDir, "backup");
  try {
    const database = path.join(dataDir, "pglite");
    if (!existsSync(path.join(database, "PG_VERSION"))) throw new Error(`there is no database in ${database}`);
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(database);
    try {
      return await writeBackup(dataDir, backupName(), await dumpPglite(client));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function moveTo(file: string, destination: string): Promise<string> {
  const target = path.resolve(destination);
  try {
    await rename(file, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(file, target);
    await unlink(file);
  }
  return target;
}

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    console.error("DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (see RELIABILITY.md).");
    process.exit(2);
  }
  const { dataDir, rest } = dataDirOption(process.argv.slice(2));
  const started = Date.now();
  const holder = holderOf(dataDir);
  if (holder && holder.role !== "upstream")
    throw new Error(`${dataDir} is in use by npm run ${holder.role} (pid ${holder.pid}); try again when it is done`);
  let file = holder ? await fromRunningUpstream(dataDir, holder.pid) : await fromStoppedDatabase(dataDir);
  if (rest[0]) file = await moveTo(file, rest[0]);
  const how = holder ? `taken by the running upstream (pid ${holder.pid})` : "taken with the upstream stopped";
  console.log(`backup written to ${file} (${how}, ${Date.now() - started} ms)`);
}

main().catch((error: unknown) => {
  console.error(`backup: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
