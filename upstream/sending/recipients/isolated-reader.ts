import { fork, type ChildProcess } from "node:child_process";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import type { BoundedProcessAnswer } from "./bounded-process";
import { parseLimitsFrom } from "./parse-limits";

const LIMITS = parseLimitsFrom(process.env);
const ENTRY = fileURLToPath(new URL("./typescript-entry.mjs", import.meta.url));

interface ReaderChild {
  child: ChildProcess;
  alive: boolean;
  /** Its answer came (or will never be waited for): its end is expected. */
  done: boolean;
  /** Settles with the refusal if the process ends (out of memory, a crash) before it answers. */
  died: Promise<void>;
}

/** Whether the upstream's event loop waits for this process (its handle, channel and error pipe). */
function holdOpen(child: ChildProcess, hold: boolean): void {
  const handles = [child, child.channel, child.stderr as (Readable & { ref?(): void; unref?(): void }) | null];
  for (const handle of handles) {
    if (hold) handle?.ref?.();
    else handle?.unref?.();
  }
}

function startChild(worker: string, what: string): ReaderChild {
  const child = fork(ENTRY, ["./bounded-process.ts", worker], {
    execArgv: [],
    serialization: "advanced",
    // Its errors reach the upstream's stderr through the upstream, so it never holds the upstream's own.
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  child.stderr!.pipe(process.stderr, { end: false });
  // A process waiting for a file never keeps the upstream alive.
  holdOpen(child, false);
  const entry: ReaderChild = { child, alive: true, done: false, died: Promise.resolve() };
  entry.died = new Promise((resolve) => {
    const died = () => {
      entry.alive = false;
      resolve();
    };
    child.once("error", died);
    child.once("exit", (code, signal) => {
      if (code !== 0 && !entry.done)
        console.error(`upstream: the process reading ${what} ended with ${signal ?? `code ${code}`}`);
      died();
    });
  });
  return entry;
}

// Every kind of uploaded file shares one count: at most UPSTREAM_PARSE_CONCURRENCY are read at once.
const waiting: Array<() => void> = [];
let running = 0;

async function turn(): Promise<() => void> {
  if (running >= LIMITS.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * A reader of one kind of uploaded file away from the upstream: each file in a child process of its
 * own (bounded-process.ts) whose reading thread runs `worker` (a module path relative to this
 * folder) with a bounded heap (UPSTREAM_PARSE_HEAP_MB). A file that needs more memory, or kills its
 * reader in any other way, comes back as `failed`; the upstream goes on answering. A process is
 * started ahead, so that a file does not wait for one to load its reader (about half a second).
 */
export function isolatedReader<Request, Outcome>(worker: string, failed: Outcome, what: string) {
  let spare: ReaderChild | null = null;

  function takeChild(): ReaderChild {
    const taken = spare?.alive ? spare : startChild(worker, what);
    spare = startChild(worker, what);
    return taken;
  }

  async function readInChild(request: Request): Promise<Outcome> {
    const taken = takeChild();
    const { child } = taken;
    holdOpen(child, true);
    const answered = new Promise<Outcome>((resolve) => {
      child.once("message", (answer: BoundedProcessAnswer<Outcome>) => {
        if ("outcome" in answer) resolve(answer.outcome);
        else {
          console.error(`upstream: reading ${what} failed: ${answer.failure}`);
          resolve(failed);
        }
      });
      child.send(request as object, (error) => error && resolve(failed));
    });
    try {
      return await Promise.race([answered, taken.died.then(() => failed)]);
    } finally {
      taken.done = true;
      child.kill();
    }
  }

  return async (request: Request): Promise<Outcome> => {
    const done = await turn();
    try {
      return await readInChild(request);
    } finally {
      done();
    }
  };
}
