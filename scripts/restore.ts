// `npm run restore -- <backup.tar.gz> [--data-dir <dir>]`: makes a backup of `npm run backup` the
// embedded PGlite database of DATA_DIR (or <dir>). Refused while the upstream (or another backup
// or restore) has that data directory open: stop `npm start` first. All or nothing: a backup that
// cannot be read leaves the directory as it was, and the database it replaces is kept beside it
// (upstream/db/backup-restore.ts). PostgreSQL (DATABASE_URL) is restored with pg_restore instead:
// RELIABILITY.md has the commands.
import { DataDirInUse } from "../upstream/db/backup-lock";
import { restoreBackup } from "../upstream/db/backup-restore";
import { dataDirOption } from "./lib/data-dir-option";

async function main(): Promise<void> {
  if (process.env.DATABASE_URL) {
    console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore (see RELIABILITY.md).");
    process.exit(2);
  }
  const { dataDir, rest } = dataDirOption(process.argv.slice(2));
  const [file] = rest;
  if (!file || rest.length > 1) {
    console.error("usage: npm run restore -- <backup.tar.gz> [--data-dir <dir>]");
    process.exit(2);
  }
  const started = Date.now();
  const restored = await restoreBackup(file, dataDir);
  console.log(`restored ${file} into ${restored.database} (${restored.users} accounts, ${Date.now() - started} ms)`);
  if (restored.previous)
    console.log(`the database it replaced is kept in ${restored.previous}; delete it once the restored one is checked`);
}

main().catch((error: unknown) => {
  const hint = error instanceof DataDirInUse ? "; stop it first (nothing was changed)" : "";
  console.error(`restore: ${error instanceof Error ? error.message : error}${hint}`);
  process.exit(1);
});
