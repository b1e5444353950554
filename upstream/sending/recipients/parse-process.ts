import { Worker } from "node:worker_threads";
import type { RecipientsOutcome } from "@/lib/files/recipients/types";
import { parseLimitsFrom } from "./parse-limits";
import type { ParseRequest } from "./parse-request";

/**
 * A child process of the upstream that reads one uploaded file (isolated-parse.ts). The reading
 * runs in a worker thread of bounded heap; when it runs out, the thread ends and the answer says
 * so. V8 cannot always end only the thread (an allocation far past the limit ends the process),
 * which is why this is a process: whatever happens here, the upstream itself goes on.
 */
export type ParseProcessAnswer = { outcome: RecipientsOutcome } | { failure: string };

/**
 * The reader parses a sheet's XML in a chain of calls as deep as its chunks are many: a
 * 1,000,000-row sheet overflows Node's default stack, and fits in this one.
 */
const STACK_MB = 64;

const { heapMb } = parseLimitsFrom(process.env);
// The young generation is left to V8, which sizes it from the old one (a young generation larger
// than a small old one makes V8 give up on the process at once).
const thread = new Worker(new URL("./typescript-entry.mjs", import.meta.url), {
  workerData: { entry: "./parse-worker.ts" },
  resourceLimits: { maxOldGenerationSizeMb: heapMb, stackSizeMb: STACK_MB },
});

let answered = false;
function answer(message: ParseProcessAnswer): void {
  if (answered) return;
  answered = true;
  process.send!(message, undefined, undefined, () => process.exit(0));
}

thread.once("message", (outcome: RecipientsOutcome) => answer({ outcome }));
thread.once("error", (error: Error & { code?: string }) => answer({ failure: error.code ?? error.name }));
thread.once("exit", (code) => answer({ failure: `thread exit ${code}` }));
process.once("message", (request: ParseRequest) => thread.postMessage(request));
// The upstream went away (perhaps while this was still loading): nothing waits for this file any more.
process.once("disconnect", () => process.exit(0));
if (!process.connected) process.exit(0);
