import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/** What one argon2id derivation needs; `memoryKib` is argon2's m (KiB), `iterations` its t. */
export interface Argon2Job {
  /** UTF-8 bytes (an empty password too, which hash-wasm refuses as a string). */
  password: Uint8Array;
  salt: Uint8Array;
  memoryKib: number;
  iterations: number;
  parallelism: number;
  length: number;
}

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** As many workers as cores, at most four: each holds one hash's memory (19 MiB) while it works. */
const POOL_SIZE = Math.max(1, Math.min(4, availableParallelism()));
const WORKER_URL = new URL("./argon2.worker.mjs", import.meta.url);

const pool: PoolWorker[] = [];
let nextJobId = 1;

function spawnWorker(): PoolWorker {
  const entry: PoolWorker = { worker: new Worker(WORKER_URL), pending: new Map() };
  // An idle pool never keeps the process alive; a job in flight does (see `derive`).
  entry.worker.unref();
  entry.worker.on("message", (message: { id: number; key?: Uint8Array; error?: string }) => {
    const job = entry.pending.get(message.id);
    if (!job) return;
    entry.pending.delete(message.id);
    if (entry.pending.size === 0) entry.worker.unref();
    if (message.key) job.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.byteLength));
    else job.reject(new Error(`argon2id failed: ${message.error ?? "no key"}`));
  });
  const fail = (error: Error) => {
    const index = pool.indexOf(entry);
    if (index >= 0) pool.splice(index, 1);
    for (const job of entry.pending.values()) job.reject(error);
    entry.pending.clear();
  };
  entry.worker.on("error", fail);
  entry.worker.on("exit", (code) => fail(new Error(`argon2id worker stopped with code ${code}`)));
  pool.push(entry);
  return entry;
}

/** The least busy worker, starting another while the pool is not full and all are busy. */
function pickWorker(): PoolWorker {
  let best: PoolWorker | undefined;
  for (const entry of pool) if (!best || entry.pending.size < best.pending.size) best = entry;
  if (best && (best.pending.size === 0 || pool.length >= POOL_SIZE)) return best;
  return spawnWorker();
}

/**
 * argon2id (hash-wasm's WebAssembly) on a pool of worker threads: a hash takes tens of
 * milliseconds of CPU, which on the main thread would hold every other request for that long.
 */
export function argon2idKey(job: Argon2Job): Promise<Buffer> {
  const entry = pickWorker();
  const id = nextJobId++;
  return new Promise<Buffer>((resolve, reject) => {
    entry.pending.set(id, { resolve, reject });
    entry.worker.ref();
    entry.worker.postMessage({ id, ...job });
  });
}
