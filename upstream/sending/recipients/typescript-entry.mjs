// Starts a TypeScript module of this folder in a child process (its first argument) or a worker
// thread (workerData.entry). Node 20 gives neither the parent's `--import tsx` hooks, so tsx is
// loaded here, with the project's paths (`@/…`).
import { fileURLToPath } from "node:url";
import { isMainThread, workerData } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const entry = isMainThread ? process.argv[2] : workerData.entry;
await tsImport(entry, {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL("../../../tsconfig.json", import.meta.url)),
});
