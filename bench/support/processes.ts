// Child processes the benchmarks measure: the reference upstream and the built panel.
import { spawn, type ChildProcess } from "node:child_process";

/** Starts `node <args>` and resolves once its output matches `ready`. */
export function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
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
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The reference upstream on `port` with its development routes, in `dataDir`. */
export async function startUpstream(port: number, dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const { child, match } = await start(
    ["--import", "tsx", "upstream/main.ts"],
    { UPSTREAM_PORT: String(port), DATA_DIR: dataDir, UPSTREAM_DEV_ROUTES: "1", NODE_ENV: "production" },
    /upstream ready on (http:\/\/\S+)/,
  );
  return { child, url: match[1]! };
}

/** A throw-away account of the upstream, signed in: its username and session token. */
export async function signedInAccount(upstreamUrl: string, credit: number): Promise<{ username: string; userId: number; token: string }> {
  const account = await postJson<{ data: { username: string; password: string; user_id: number } }>(`${upstreamUrl}/__dev/accounts`, { credit });
  const login = await postJson<{ data: { token: string } }>(`${upstreamUrl}/v1/api/acl/auth/login`, { username: account.data.username, password: account.data.password });
  return { username: account.data.username, userId: account.data.user_id, token: login.data.token };
}
