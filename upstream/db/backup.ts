import { createWriteStream } from "node:fs";
import { chmod, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createGzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "./client";

/**
 * Backups of the embedded PGlite database: a gzipped tarball of its data directory, written to
 * `${DATA_DIR}/backups/pglite-<time>.tar.gz` (0600, in a 0700 folder: it holds every account's
 * data and password hashes).
 *
 * PGlite lives inside one process, so a consistent copy of a running database can only be taken
 * by that process. The running upstream takes one when it receives SIGUSR2, which `npm run backup`
 * sends it (scripts/backup.ts). A signal was chosen over a route or a socket: only the user the
 * upstream runs as (or root) can send it, nothing on the network can reach it, no panel user or
 * API key can trigger it, and there is no port, path or secret to protect. At most it makes the
 * upstream write one more file into its own DATA_DIR.
 */
const BACKUPS_FOLDER = "backups";
export const BACKUP_SUFFIX = ".tar.gz";
/** Written next to the would-be backup when taking it failed, with the reason: `npm run backup` reports it. */
export const FAILED_SUFFIX = ".failed";

export const backupsDir = (dataDir: string) => path.join(path.resolve(dataDir), BACKUPS_FOLDER);

/**
 * The whole database as one tarball: a point-in-time copy. It is read while PGlite runs no
 * statement and between transactions (PGlite's transaction queue is held, the one every
 * `query`, `exec` and `transaction` waits in, so none is half done), just after a CHECKPOINT (the
 * files are current; a restore replays at most the WAL of what committed in between). Calls wait
 * only while the files are read into memory; compressing and writing happen after.
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.exec("checkpoint");
  return client._runExclusiveTransaction(() => client.dumpDataDir("none"));
}

/** A new backup's name: the time it was taken, sortable, and safe in every file system. */
export const backupName = (at = new Date()) => `pglite-${at.toISOString().replace(/[:.]/g, "-")}`;

/**
 * Gzips a tarball into DATA_DIR/backups, whole or not at all (a partial file, then a rename). The
 * compression runs on libuv's threads: the upstream keeps serving meanwhile.
 */
export async function writeBackup(dataDir: string, name: string, tar: Blob): Promise<string> {
  const folder = backupsDir(dataDir);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  const file = path.join(folder, `${name}${BACKUP_SUFFIX}`);
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(tar.stream() as NodeReadableStream<Uint8Array>),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return file;
}

/** The backups and failure notes in DATA_DIR/backups now (names only). */
export async function backupEntries(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(backupsDir(dataDir))).filter((n) => n.endsWith(BACKUP_SUFFIX) || n.endsWith(FAILED_SUFFIX));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** The PGlite client under the database's drizzle instance. */
const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/**
 * Makes the running upstream write a backup on each SIGUSR2 (one at a time: a signal during a
 * backup waits for it). It logs the file, or writes `<name>.failed` with the reason.
 */
export function backupOnSignal(database: Database, dataDir: string): void {
  const client = pgliteOf(database);
  let queue = Promise.resolve();
  const takeOne = async () => {
    console.log("upstream: taking a backup (SIGUSR2)…");
    const name = backupName();
    const started = Date.now();
    try {
      const tar = await dumpPglite(client);
      const copied = Date.now() - started;
      const file = await writeBackup(dataDir, name, tar);
      console.log(
        `upstream: backup written to ${file} in ${Date.now() - started} ms (the database copied in ${copied} ms)`,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`upstream: the backup failed: ${reason}`);
      await mkdir(backupsDir(dataDir), { recursive: true, mode: 0o700 });
      await writeFile(path.join(backupsDir(dataDir), `${name}${FAILED_SUFFIX}`), `${reason}\n`, { mode: 0o600 });
    }
  };
  process.on("SIGUSR2", () => {
    queue = queue.then(takeOne).catch((error: unknown) => console.error("upstream: the backup failed:", error));
  });
}
