import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { lockDataDir } from "./backup-lock";

/**
 * Restores a backup (upstream/db/backup.ts) as DATA_DIR's PGlite database, all or nothing: the
 * tarball is unpacked into a new folder beside `pglite`, opened and checked there, and only then
 * swapped in by two renames on the same file system; the database it replaces is kept beside it as
 * `pglite.before-restore-<time>`. A backup that cannot be read, opened or checked leaves DATA_DIR
 * as it was. The data directory's lock is held throughout, so neither a running upstream nor one
 * starting meanwhile has the database open.
 */
interface Restored {
  database: string;
  /** Where the database it replaced was moved, if there was one. */
  previous: string | null;
  /** Accounts in the restored database, as a sign it is this upstream's. */
  users: number;
}

const STAGING_PREFIX = "pglite.restoring-";

export async function restoreBackup(file: string, dataDir: string): Promise<Restored> {
  const root = path.resolve(dataDir);
  await mkdir(root, { recursive: true });
  const lock = lockDataDir(root, "restore");
  const target = path.join(root, "pglite");
  const staging = path.join(root, `${STAGING_PREFIX}${randomBytes(4).toString("hex")}`);
  try {
    // What a restore that was killed midway left (the lock says none is running now).
    for (const name of await readdir(root))
      if (name.startsWith(STAGING_PREFIX)) await rm(path.join(root, name), { recursive: true, force: true });
    const bytes = await readFile(file);
    let users: number;
    try {
      users = await unpackAndCheck(bytes, staging);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${file} is not a readable backup (${reason}); ${root} is unchanged`);
    }
    const previous = existsSync(target)
      ? `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`
      : null;
    if (previous) await rename(target, previous);
    try {
      await rename(staging, target);
    } catch (error) {
      if (previous) await rename(previous, target);
      throw error;
    }
    return { database: target, previous, users };
  } finally {
    await rm(staging, { recursive: true, force: true });
    lock.release();
  }
}

/**
 * Unpacks the tarball into `dir` with PGlite, opens it and counts its accounts. A gzipped one is
 * unzipped here first: gzip's checksum refuses a truncated or damaged file as an error to report
 * (PGlite's own unzipping would end the process instead).
 */
async function unpackAndCheck(bytes: Buffer, dir: string): Promise<number> {
  const tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? await promisify(gunzip)(bytes) : bytes;
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([new Uint8Array(tar)]) });
  try {
    const migrations = await client.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    if (!migrations.rows[0]?.n) throw new Error("it holds no migrated database");
    const users = await client.query<{ n: number }>("select count(*)::int as n from users");
    return users.rows[0]?.n ?? 0;
  } finally {
    await client.close();
  }
}
