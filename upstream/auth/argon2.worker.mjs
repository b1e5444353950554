// A worker thread of the argon2id pool (argon2-pool.ts): the WebAssembly hash runs here, so the
// upstream's event loop keeps answering other requests while a password is hashed.
import { parentPort } from "node:worker_threads";
import { argon2id } from "hash-wasm";

parentPort.on("message", async (job) => {
  try {
    const key = await argon2id({
      password: job.password,
      salt: job.salt,
      memorySize: job.memoryKib,
      iterations: job.iterations,
      parallelism: job.parallelism,
      hashLength: job.length,
      outputType: "binary",
    });
    parentPort.postMessage({ id: job.id, key }, [key.buffer]);
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
