import { fork, type ChildProcess } from "node:child_process";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import type { ParseRecipientsOptions, RecipientsOutcome } from "@/lib/files/recipients/types";
import { parseLimitsFrom } from "./parse-limits";
import type { ParseProcessAnswer } from "./parse-process";
import type { ParseRequest } from "./parse-request";

/** The refusal of a file whose reading ran out of the memory it is given (or died otherwise). */
export const PARSE_FAILED_MESSAGE =
  "خواندن این فایل بیش از حافظهٔ مجاز نیاز داشت و متوقف شد؛ فایل را به چند فایل کوچک‌تر تقسیم کنید.";

const LIMITS = parseLimitsFrom(process.env);
const ENTRY = new URL("./typescript-entry.mjs", import.meta.url);
const failed: RecipientsOutcome = { status: "error", code: "unreadable", message: PARSE_FAILED_MESSAGE };

interface ParseChild {
  child: ChildProcess;
  alive: boolean;
  /** Its answer came (or will never be waited for): its end is expected. */
  done: boolean;
  /** Settles with the refusal if the process ends (out of memory, a crash) before it answers. */
  died: Promise<RecipientsOutcome>;
}

/** Whether the upstream's event loop waits for this process (its handle, channel and error pipe). */
function holdOpen(child: ChildProcess, hold: boolean): void {
  const handles = [child, child.channel, child.stderr as (Readable & { ref?(): void; unref?(): void }) | null];
  for (const handle of handles) {
    if (hold) handle?.ref?.();
    else handle?.unref?.();
  }
}

function startChild(): ParseChild {
  const child = fork(fileURLToPath(ENTRY), ["./parse-process.ts"], {
    execArgv: [],
    serialization: "advanced",
    // Its errors reach the upstream's stderr through the upstream, so it never holds the upstream's own.
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  child.stderr!.pipe(process.stderr, { end: false });
  // A process waiting for a file never keeps the upstream alive.
  holdOpen(child, false);
  const entry: ParseChild = { child, alive: true, done: false, died: Promise.resolve(failed) };
  entry.died = new Promise((resolve) => {
    const died = () => {
      entry.alive = false;
      resolve(failed);
    };
    child.once("error", died);
    child.once("exit", (code, signal) => {
      if (code !== 0 && !entry.done)
        console.error(`upstream: the process reading an uploaded file ended with ${signal ?? `code ${code}`}`);
      died();
    });
  });
  return entry;
}

/** A process started ahead, so that a file does not wait for one to load the parser (about half a second). */
let spare: ParseChild | null = null;

function takeChild(): ParseChild {
  const taken = spare?.alive ? spare : startChild();
  spare = startChild();
  return taken;
}

/** One file read in a process of its own, which ends with it. */
async function readInChild(request: ParseRequest): Promise<RecipientsOutcome> {
  const taken = takeChild();
  const { child, died } = taken;
  holdOpen(child, true);
  const answered = new Promise<RecipientsOutcome>((resolve) => {
    child.once("message", (answer: ParseProcessAnswer) => {
      if ("outcome" in answer) resolve(answer.outcome);
      else {
        console.error(`upstream: reading an uploaded file failed: ${answer.failure}`);
        resolve(failed);
      }
    });
    child.send(request, (error) => error && resolve(failed));
  });
  try {
    return await Promise.race([answered, died]);
  } finally {
    taken.done = true;
    child.kill();
  }
}

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
 * Reads an uploaded recipients file with the panel's parser away from the upstream: in a child
 * process whose reading thread has a bounded heap (UPSTREAM_PARSE_HEAP_MB), at most
 * UPSTREAM_PARSE_CONCURRENCY files at once. A file that needs more memory, or kills its reader in any
 * other way, comes back as a refusal; the upstream goes on answering.
 */
export async function parseUploadedFile(
  bytes: Uint8Array,
  name: string,
  options: ParseRecipientsOptions,
  peerToPeerCsv = false,
): Promise<RecipientsOutcome> {
  const done = await turn();
  try {
    return await readInChild({ bytes, name, options, peerToPeerCsv });
  } finally {
    done();
  }
}
