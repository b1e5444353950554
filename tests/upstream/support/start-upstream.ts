import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningUpstream {
  baseUrl: string;
  dataDir: string;
  /** What its development routes want in `x-dev-secret` (the file it wrote to its DATA_DIR). */
  devSecret: string;
  /** Its UPSTREAM_FORWARD_SECRET: with it, `x-panel-client-address` says who is calling. */
  forwardSecret: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, "../../..");
const READY = /upstream ready on (http:\/\/\S+)/;
/** A tenth of `npm start`'s number bank keeps the first start quick; BANK_SIZE overrides it. */
export const testBankSize = () => Number(process.env.BANK_SIZE ?? 200_000);

/**
 * BANK_SIZE for an upstream a test file starts for itself and sends only to numbers it names: on a
 * shared PostgreSQL the suite's size, so the shared banks are not generated again; on its own
 * PGlite none at all, which spares it generating 200,000 numbers.
 */
export const ownUpstreamBankSize = () => (process.env.DATABASE_URL ? String(testBankSize()) : "0");

/**
 * Starts `tsx upstream/main.ts` on a free port with a fresh temporary DATA_DIR (PostgreSQL instead
 * when DATABASE_URL is set) and a forward secret of its own, and waits for its ready line. `stop`
 * sends SIGINT, waits for a clean exit and removes the directory. Given a `dataDir`, it starts on
 * that one and leaves it in place.
 */
export async function startUpstream(
  extraEnv: Record<string, string> = {},
  { dataDir: given }: { dataDir?: string } = {},
): Promise<RunningUpstream> {
  const dataDir = given ?? (await mkdtemp(path.join(tmpdir(), "upstream-test-")));
  const removeDir = () => (given ? Promise.resolve() : rm(dataDir, { recursive: true, force: true }));
  const forwardSecret = extraEnv.UPSTREAM_FORWARD_SECRET ?? randomBytes(32).toString("hex");
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "upstream/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      UPSTREAM_PORT: "0",
      UPSTREAM_DEV_ROUTES: "1",
      BANK_SIZE: String(testBankSize()),
      UPSTREAM_FORWARD_SECRET: forwardSecret,
      // Webhook tests deliver to a receiver on loopback, and watch a day of retries pass in seconds.
      WEBHOOKS_ALLOW_PRIVATE: "1",
      WEBHOOK_BACKOFF_SCALE: "0.0001",
      // Thousands of throwaway accounts: argon2id at its test cost (auth-records checks the real one).
      PASSWORD_HASH_COST: "test",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  let output = "";
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`upstream did not start in time:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`upstream exited with ${code} before it was ready:\n${output}`));
    });
  });
  const baseUrl = await ready.catch(async (error: unknown) => {
    await stopChild(child);
    await removeDir();
    throw error;
  });

  const devSecret = await readDevSecret(dataDir);
  return {
    baseUrl,
    dataDir,
    devSecret,
    forwardSecret,
    stop: async () => {
      await stopChild(child);
      await removeDir();
    },
  };
}

/** Stops a started upstream with SIGINT (its clean shutdown), killing it after 10 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGINT");
  });
}

/** The development-route secret an upstream wrote to its DATA_DIR. */
export async function readDevSecret(dataDir: string): Promise<string> {
  return (await readFile(path.join(dataDir, "dev-secret"), "utf8")).trim();
}
