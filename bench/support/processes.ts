// Child processes the benchmarks measure: the reference upstream and the built panel.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tests/e2e/support/panel-process";

/** Starts `node <args>` and resolves once its output matches `ready`. */
export function start(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      const match = out.match(ready);
      if (match) resolve({ child, match });
    });
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}`)));
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill("SIGINT");
  await new Promise((r) => child.once("exit", r));
}

export async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** An upstream the benchmarks reach: its address and the secret its development routes want. */
export interface BenchUpstream {
  url: string;
  devSecret: string;
}

/** Calls a development route (`/__dev` + `route`) of the upstream. */
export function postDev<T>(upstream: BenchUpstream, route: string, body: unknown): Promise<T> {
  return postJson<T>(`${upstream.url}/__dev${route}`, body, { "x-dev-secret": upstream.devSecret });
}

/** The reference upstream on `port` with its development routes, in `dataDir`. */
export async function startUpstream(port: number, dataDir: string): Promise<BenchUpstream & { child: ChildProcess }> {
  const { child, match } = await start(
    ["--import", "tsx", "upstream/main.ts"],
    { UPSTREAM_PORT: String(port), DATA_DIR: dataDir, UPSTREAM_DEV_ROUTES: "1", NODE_ENV: "production" },
    /upstream ready on (http:\/\/\S+)/,
  );
  return { child, url: match[1]!, devSecret: readFileSync(path.join(dataDir, "dev-secret"), "utf8").trim() };
}

/** A throw-away account of the upstream, signed in: its username and session token. */
export async function signedInAccount(
  upstream: BenchUpstream,
  credit: number,
): Promise<{ username: string; userId: number; token: string }> {
  const account = await postDev<{ data: { username: string; password: string; user_id: number } }>(
    upstream,
    "/accounts",
    { credit },
  );
  const login = await postJson<{ data: { token: string } }>(`${upstream.url}/v1/api/acl/auth/login`, {
    username: account.data.username,
    password: account.data.password,
  });
  return { username: account.data.username, userId: account.data.user_id, token: login.data.token };
}

/**
 * An upstream of its own on a free port and a fresh DATA_DIR (or DATABASE_URL), with the
 * development routes and no number banks, for a benchmark that makes its own accounts; `stop`
 * ends it and removes the directory.
 */
export async function startBenchUpstream(
  name: string,
  databaseUrl: string | undefined,
): Promise<BenchUpstream & { stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), name));
  const { child, match } = await start(
    ["--import", "tsx", "upstream/main.ts"],
    {
      UPSTREAM_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      UPSTREAM_DEV_ROUTES: "1",
      NODE_ENV: "production",
      // The number banks play no part here.
      BANK_SIZE: "0",
    },
    /upstream ready on (http:\/\/\S+)/,
  );
  return {
    url: match[1]!,
    devSecret: readFileSync(path.join(dataDir, "dev-secret"), "utf8").trim(),
    stop: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
