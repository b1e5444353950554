import { createRecipientsWorker } from "./create-recipients-worker";
import { RECIPIENTS_FILE_MESSAGES } from "./messages";
import type { ParseRecipientsOptions, RecipientsOutcome } from "./types";
import type { RecipientsWorkerReply, RecipientsWorkerRequest } from "./worker-protocol";

/** The part of a Worker this client uses. */
export interface RecipientsWorker {
  postMessage(request: RecipientsWorkerRequest): void;
  terminate(): void;
  addEventListener(type: "message", listener: (event: MessageEvent<RecipientsWorkerReply>) => void): void;
  addEventListener(type: "error", listener: (event: Event) => void): void;
}

function abortError(): DOMException {
  return new DOMException("The file reading was cancelled.", "AbortError");
}

/**
 * Reads a recipients file in a module worker, off the page's thread: resolves with the outcome (a
 * result, a column to choose, or why the file is refused), calls `onProgress` with whole percents.
 * Aborting `signal` stops the worker at once and rejects with an AbortError. Each call has its own
 * worker, ended when the call settles.
 */
export function parseRecipientsFile(
  file: Blob & { name: string },
  options: ParseRecipientsOptions = {},
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
  createWorker: () => RecipientsWorker = createRecipientsWorker,
): Promise<RecipientsOutcome> {
  if (signal?.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    const worker = createWorker();
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      stop();
      reject(abortError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.addEventListener("message", (event: MessageEvent<RecipientsWorkerReply>) => {
      const reply = event.data;
      if (reply.type === "progress") {
        onProgress?.(reply.percent);
        return;
      }
      stop();
      resolve(reply.outcome);
    });
    worker.addEventListener("error", (event) => {
      // The worker could not start or died (its script failed to load, memory ran out).
      event.preventDefault();
      stop();
      resolve({ status: "error", code: "unreadable", message: RECIPIENTS_FILE_MESSAGES.unreadable });
    });
    const request: RecipientsWorkerRequest = { source: file, name: file.name, options };
    worker.postMessage(request);
  });
}
