import { parentPort } from "node:worker_threads";
import { readCodesFile } from "./codes-file";

// One file per thread: it reads the file, answers, and ends with its process.
parentPort!.once("message", async ({ bytes, name }: { bytes: Uint8Array; name: string }) => {
  parentPort!.postMessage(await readCodesFile(bytes, name));
});
