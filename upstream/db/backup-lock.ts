import { readFileSync, unlinkSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

/**
 * Who has the PGlite database of a DATA_DIR open. PGlite is one process's database and takes no
 * lock of its own, so the upstream, `npm run backup` (when the upstream is not running) and
 * `npm run restore` each hold `${DATA_DIR}/pglite.lock` while they use it: a second one is refused
 * instead of corrupting the files, and `npm run backup` learns the pid of the running upstream
 * to ask it (SIGUSR2) for the copy only it can take consistently.
 *
 * The file names the holder's pid and, where /proc exists, its command line: a lock left by a
 * process that died (SIGKILL, power loss) is stale once that pid is gone or now runs something
 * else (a container restarted under the same pids).
 */
interface Holder {
  pid: number;
  /** `upstream`, `backup` or `restore`. */
  role: string;
}

interface LockFile extends Holder {
  cmdline: string | null;
}

const LOCK_FILE = "pglite.lock";

const lockPath = (dataDir: string) => path.join(path.resolve(dataDir), LOCK_FILE);

/** The command line of a process, or null where the system does not say (no /proc). */
function cmdlineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockFile | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockFile>;
    if (typeof parsed.pid !== "number" || typeof parsed.role !== "string") return undefined;
    return { pid: parsed.pid, role: parsed.role, cmdline: parsed.cmdline ?? null };
  } catch {
    return undefined;
  }
}

/** The live process holding the data directory's database, or undefined (no lock, or a stale one). */
export function holderOf(dataDir: string): Holder | undefined {
  const lock = readLock(lockPath(dataDir));
  if (!lock || !alive(lock.pid)) return undefined;
  const now = cmdlineOf(lock.pid);
  if (lock.cmdline !== null && now !== null && now !== lock.cmdline) return undefined;
  return { pid: lock.pid, role: lock.role };
}

export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `${path.resolve(dataDir)} is in use by ${holder.role === "upstream" ? "the upstream" : `npm run ${holder.role}`} (pid ${holder.pid})`,
    );
  }
}

/**
 * Takes the data directory's lock for this process (throwing DataDirInUse when a live process
 * holds it) and gives it back when the process exits, however it exits short of SIGKILL.
 */
export function lockDataDir(dataDir: string, role: Holder["role"]): { release(): void } {
  const file = lockPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const mine: LockFile = { pid: process.pid, role, cmdline: cmdlineOf(process.pid) };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(mine), { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = holderOf(dataDir);
      if (holder && holder.pid !== process.pid) throw new DataDirInUse(dataDir, holder);
      unlinkSync(file);
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off("exit", release);
    if (readLock(file)?.pid === process.pid) unlinkSync(file);
  };
  process.on("exit", release);
  return { release };
}
