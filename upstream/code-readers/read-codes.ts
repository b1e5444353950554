import { fork, type ChildProcess } from "node:child_process";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { CODE_FILE_EXTENSIONS, CODE_READER_MESSAGES } from "@/lib/contract/code-readers";
import { validationFailed } from "../http/failure";
import { parseLimitsFrom } from "../sending/recipients/parse-limits";
import type { CodesFile, CodesFileOutcome } from "./codes-file";
import type { CodesProcessAnswer } from "./codes-process";

const LIMITS = parseLimitsFrom(process.env);
const ENTRY = fileURLToPath(new URL("../sending/recipients/typescript-entry.mjs", import.meta.url));
const failed: CodesFileOutcome = { status: "error", message: CODE_READER_MESSAGES.fileUnreadable };

interface CodesChild {
  child: ChildProcess;
  alive: boolean;
}

function startChild(): CodesChild {
  const child = fork(ENTRY, ["../../code-readers/codes-process.ts"], {
    execArgv: [],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  child.stderr!.pipe(process.stderr, { end: false });
  const entry = { child, alive: true };
  child.once("exit", () => (entry.alive = false));
  child.once("error", () => (entry.alive = false));
  // A process waiting for a file never keeps the upstream alive.
  holdOpen(child, false);
  return entry;
}

/** Whether the upstream's event loop waits for this process (its handle, channel and error pipe). */
function holdOpen(child: ChildProcess, hold: boolean): void {
  const handles = [child, child.channel, child.stderr as (Readable & { ref?(): void; unref?(): void }) | null];
  for (const handle of handles) {
    if (hold) handle?.ref?.();
    else handle?.unref?.();
  }
}

/** A process started ahead, so that a file does not wait for one to load the reader. */
let spare: CodesChild | null = null;

function takeChild(): ChildProcess {
  const taken = spare?.alive ? spare : startChild();
  spare = startChild();
  return taken.child;
}

/** One file read in a child process of its own, which ends with it; a process that dies answers the refusal. */
function readInChild(bytes: Uint8Array, name: string): Promise<CodesFileOutcome> {
  const child = takeChild();
  holdOpen(child, true);
  return new Promise<CodesFileOutcome>((resolve) => {
    child.once("message", (answer: CodesProcessAnswer) => {
      if ("outcome" in answer) resolve(answer.outcome);
      else {
        console.error(`upstream: reading a codes file failed: ${answer.failure}`);
        resolve(failed);
      }
    });
    child.once("error", () => resolve(failed));
    child.once("exit", () => resolve(failed));
    child.send({ bytes, name }, (error) => error && resolve(failed));
  }).finally(() => child.kill());
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
 * Reads an uploaded codes file away from the upstream (UPSTREAM_PARSE_HEAP_MB of heap, at most
 * UPSTREAM_PARSE_CONCURRENCY files at once, as the recipients files): its codes, or a 422 on `file`.
 */
export async function readCodes(file: { bytes: Uint8Array; name: string }): Promise<CodesFile> {
  // What needs no reading is refused here, without a process.
  const extension = file.name.slice(file.name.lastIndexOf(".")).toLowerCase();
  if (!(CODE_FILE_EXTENSIONS as readonly string[]).includes(extension))
    throw validationFailed({ file: [CODE_READER_MESSAGES.fileWrongFormat] });
  if (file.bytes.length === 0) throw validationFailed({ file: [CODE_READER_MESSAGES.fileEmpty] });
  const done = await turn();
  try {
    const outcome = await readInChild(file.bytes, file.name);
    if (outcome.status === "error") throw validationFailed({ file: [outcome.message] });
    return outcome.file;
  } finally {
    done();
  }
}
