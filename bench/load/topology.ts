// The deployments the load runs measure, started from the build and the upstream's source:
// - "embedded": what `npm start` runs, one panel and one upstream on PGlite in a fresh DATA_DIR;
// - "postgres": one panel and two upstream processes on one PostgreSQL database, the panel
//   reaching them (calls and live sockets) through a round-robin balancer.
import { randomBytes } from "node:crypto";
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tests/e2e/support/panel-process";
import { start, stop, type BenchUpstream } from "../support/processes";
import { startBalancer, type Balancer } from "./balancer";

export type DeploymentKind = "embedded" | "postgres";

export interface Deployment {
  kind: DeploymentKind;
  panelUrl: string;
  /** Each upstream process, for development calls (making accounts) and for its measures. */
  upstreams: (BenchUpstream & { pid: number })[];
  panelPid: number;
  /** The processes measured, by name. */
  processes(): { name: string; pid: number }[];
  stop(): Promise<void>;
}

const SESSION_SECRET = randomBytes(32).toString("hex");

/** A fresh PostgreSQL database of this machine (scripts/ci-postgres.sh installs and starts it if need be). */
export function freshPostgres(name: string): string {
  const output = execFileSync("bash", ["scripts/ci-postgres.sh"], {
    env: { ...process.env, PANEL_TEST_DB: name },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return output.toString().trim().split("\n").at(-1)!;
}

async function startUpstreamProcess(dataDir: string, env: Record<string, string>) {
  const { child, match } = await start(
    ["--import", "tsx", "upstream/main.ts"],
    {
      UPSTREAM_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      UPSTREAM_DEV_ROUTES: "1",
      NODE_ENV: "production",
      ...env,
    },
    /upstream ready on (http:\/\/\S+)/,
  );
  const devSecret = readFileSync(path.join(dataDir, "dev-secret"), "utf8").trim();
  return { child, url: match[1]!, devSecret, pid: child.pid! };
}

export async function startDeployment(kind: DeploymentKind, databaseUrl?: string): Promise<Deployment> {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  let balancer: Balancer | null = null;
  const forwardSecret = randomBytes(32).toString("hex");
  try {
    // The number banks play no part in the mix.
    const upstreamEnv = { UPSTREAM_FORWARD_SECRET: forwardSecret, DATABASE_URL: databaseUrl ?? "", BANK_SIZE: "0" };
    const upstreams: Deployment["upstreams"] = [];
    // The second starts once the first has migrated the shared database.
    for (let i = 0; i < (kind === "embedded" ? 1 : 2); i += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `bench-load-${kind}-`));
      dirs.push(dataDir);
      const upstream = await startUpstreamProcess(dataDir, upstreamEnv);
      children.push(upstream.child);
      upstreams.push(upstream);
    }
    let apiBase = upstreams[0]!.url;
    if (kind === "postgres") {
      balancer = await startBalancer(upstreams.map((upstream) => upstream.url));
      apiBase = balancer.url;
    }

    const panelPort = await freePort();
    const panel = await start(
      ["server.mjs"],
      {
        PORT: String(panelPort),
        HOST: "127.0.0.1",
        API_BASE_URL: apiBase,
        SOCKET_URL: `${apiBase.replace(/^http/, "ws")}/socket`,
        PANEL_ORIGIN: `http://127.0.0.1:${panelPort}`,
        SESSION_SECRET,
        UPSTREAM_FORWARD_SECRET: forwardSecret,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      /panel ready/,
    );
    children.push(panel.child);
    return {
      kind,
      panelUrl: `http://127.0.0.1:${panelPort}`,
      upstreams,
      panelPid: panel.child.pid!,
      processes: () => [
        { name: "panel", pid: panel.child.pid! },
        ...upstreams.map((upstream, i) => ({
          name: upstreams.length > 1 ? `upstream ${i + 1}` : "upstream",
          pid: upstream.pid,
        })),
      ],
      stop: async () => {
        for (const child of children.reverse()) await stop(child);
        await balancer?.close();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const child of children.reverse()) await stop(child);
    await balancer?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
