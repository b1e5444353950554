import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { call, randomClientAddress, type CallOptions } from "./client";
import { readDevSecret, stopChild } from "./start-upstream";

const ROOT = path.resolve(__dirname, "../../..");
const READY = /database upstream ready on (http:\/\/\S+)/;

export interface DatabaseUpstream {
  baseUrl: string;
  dataDir: string;
  devSecret: string;
  /** Its UPSTREAM_FORWARD_SECRET, for calls that name their client address. */
  forwardSecret: string;
  /** Rows of one SQL statement run on the upstream's own database. */
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  stop(): Promise<void>;
}

/** A literal for SQL built by tests from values of their own. */
export const literal = (value: string | number) =>
  typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`;

/**
 * The upstream's app in a child process of its own (fresh DATA_DIR, or DATABASE_URL), with a route
 * onto its database, for tests that look at what the calls stored.
 */
export async function startDatabaseUpstream(extraEnv: Record<string, string> = {}): Promise<DatabaseUpstream> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "upstream-db-test-"));
  const forwardSecret = randomBytes(32).toString("hex");
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "tests/upstream/support/database-upstream.main.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        UPSTREAM_DEV_ROUTES: "1",
        UPSTREAM_FORWARD_SECRET: forwardSecret,
        ...extraEnv,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`database upstream did not start:\n${output}`)), 120_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`database upstream exited with ${code}:\n${output}`));
    });
  });
  const devSecret = await readDevSecret(dataDir);
  return {
    baseUrl,
    dataDir,
    devSecret,
    forwardSecret,
    query: async <T>(text: string) => {
      const response = await fetch(`${baseUrl}/__test/sql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-dev-secret": devSecret },
        body: JSON.stringify({ sql: text }),
      });
      if (!response.ok) throw new Error(`sql: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { rows: T[] }).rows;
    },
    stop: async () => {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A call to such an upstream as the panel's BFF makes it: from a vouched-for client address, with its dev secret. */
export function callOn(
  upstream: Pick<DatabaseUpstream, "baseUrl" | "devSecret" | "forwardSecret">,
  path: string,
  options: CallOptions = {},
) {
  return call(path, {
    ...options,
    base: upstream.baseUrl,
    devSecret: upstream.devSecret,
    from: null,
    headers: { "x-panel-client-address": randomClientAddress(), "x-panel-forward-secret": upstream.forwardSecret },
  });
}
