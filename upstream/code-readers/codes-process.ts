import { Worker } from "node:worker_threads";
import { parseLimitsFrom } from "../sending/recipients/parse-limits";
import type { CodesFileOutcome } from "./codes-file";

/**
 * A child process of the upstream that reads one codes file (read-codes.ts), as the recipients
 * files are read (upstream/sending/recipients/parse-process.ts): in a thread of bounded heap and a
 * stack deep enough for a 1,000,000-row sheet, so that a file which needs more memory than it is
 * given ends this process and never the upstream.
 */
export type CodesProcessAnswer = { outcome: CodesFileOutcome } | { failure: string };

const STACK_MB = 64;
const { heapMb } = parseLimitsFrom(process.env);
const thread = new Worker(new URL("../sending/recipients/typescript-entry.mjs", import.meta.url), {
  workerData: { entry: "../../code-readers/codes-worker.ts" },
  resourceLimits: { maxOldGenerationSizeMb: heapMb, stackSizeMb: STACK_MB },
});

let answered = false;
function answer(message: CodesProcessAnswer): void {
  if (answered) return;
  answered = true;
  process.send!(message, undefined, undefined, () => process.exit(0));
}

thread.once("message", (outcome: CodesFileOutcome) => answer({ outcome }));
thread.once("error", (error: Error & { code?: string }) => answer({ failure: error.code ?? error.name }));
thread.once("exit", (code) => answer({ failure: `thread exit ${code}` }));
process.once("message", (request: { bytes: Uint8Array; name: string }) => thread.postMessage(request));
process.once("disconnect", () => process.exit(0));
if (!process.connected) process.exit(0);
