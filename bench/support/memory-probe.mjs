// Preloaded into each process a soak measures (`node --import`): every 5 s it writes how the
// process's memory divides, as V8 and Node count it, to BENCH_MEMORY_PROBE_DIR/<pid>.json, so a
// soak can tell the JS heap's growth from memory outside it.
import { writeFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { isMainThread } from "node:worker_threads";

const dir = process.env.BENCH_MEMORY_PROBE_DIR;
// A preload runs in every worker thread too; a worker's heap is its own, not the process's.
if (dir && isMainThread) {
  const file = path.join(dir, `${process.pid}.json`);
  const write = () => {
    const heap = v8.getHeapStatistics();
    writeFileSync(
      file,
      JSON.stringify({
        ...process.memoryUsage(),
        mallocedMemory: heap.malloced_memory,
      }),
    );
  };
  setInterval(write, 5000).unref();
}
