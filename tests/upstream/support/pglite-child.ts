import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(__dirname, "../../..");

/**
 * Runs a script of this folder under tsx in a child process (jest cannot load PGlite's
 * WebAssembly) and answers the last line it printed, read as JSON.
 */
export async function lastJsonLineOf<T>(script: string): Promise<T> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(__dirname, script)],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: "test" }, maxBuffer: 1 << 22 },
  );
  return JSON.parse(stdout.trim().split("\n").pop()!) as T;
}
