/**
 * A new module worker that reads one recipients file. Written as `new Worker(new URL(…, import.meta.url))`
 * so the bundler builds the worker as its own chunk.
 */
export function createRecipientsWorker(): Worker {
  return new Worker(new URL("./recipients.worker.ts", import.meta.url), { type: "module", name: "recipients-file" });
}
