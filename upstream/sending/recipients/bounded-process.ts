import { Worker } from "node:worker_threads";
import { parseLimitsFrom } from "./parse-limits";

/**
 * A child process of the upstream that reads one uploaded file (isolated-reader.ts) with the worker
 * module it is started with (its second argument, relative to this folder). The reading runs in a
 * worker thread of bounded heap; when it runs out, the thread ends and the answer says so. V8 cannot
 * always end only the thread (an allocation far past the limit ends the process), which is why this
 * is a process: whatever happens here, the upstream itself goes on.
 */
export type BoundedProcessAnswer<T> = { outcome: T } | { failure: string };

/**
 * The readers parse a sheet's XML in a chain of calls as deep as its chunks are many: a
 * 1,000,000-row sheet overflows Node's default stack, and fits in this one.
 */
const STACK_MB = 64;

const workerEntry = process.argv[3];
const { heapMb } = parseLimitsFrom(process.env);
// The young generation is left to V8, which sizes it from the old one (a young generation larger
// than a small old one makes V8 give up on the process at once).
const thread = new Worker(new URL("./typescript-entry.mjs", import.meta.url), {
  workerData: { entry: workerEntry },
  resourceLimits: { maxOldGenerationSizeMb: heapMb, stackSizeMb: STACK_MB },
});

let answered = false;
function answer(message: BoundedProcessAnswer<unknown>): void {
  if (answered) return;
  answered = true;
  process.send!(message, undefined, undefined, () => process.exit(0));
}

thread.once("message", (outcome: unknown) => answer({ outcome }));
thread.once("error", (error: Error & { code?: string }) => answer({ failure: error.code ?? error.name }));
thread.once("exit", (code) => answer({ failure: `thread exit ${code}` }));
process.once("message", (request: unknown) => thread.postMessage(request));
// The upstream went away (perhaps while this was still loading): nothing waits for this file any more.
process.once("disconnect", () => process.exit(0));
if (!process.connected) process.exit(0);
