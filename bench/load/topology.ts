// The deployments the load runs measure, started from the build and the upstream's source:
// - "embedded": what `npm start` runs, one panel and one upstream on PGlite in a fresh DATA_DIR;
// - "postgres": one panel and two upstream processes on one PostgreSQL database, the panel
//   reaching them (calls and live sockets) through a round-robin balancer.
import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { startPanelFor, type PanelProcess } from "../faults/panel-process";
import { UpstreamProcess } from "../faults/upstream-process";
import { startBalancer, type Balancer } from "./balancer";

export type DeploymentKind = "embedded" | "postgres";

export interface Deployment {
  kind: DeploymentKind;
  panelUrl: string;
  /** Each upstream process, for development calls (making accounts) and for its measures. */
  upstreams: UpstreamProcess[];
  panelPid: number;
  /** The processes measured, by name. */
  processes(): { name: string; pid: number }[];
  stop(): Promise<void>;
}

/** A fresh PostgreSQL database of this machine (scripts/ci-postgres.sh installs and starts it if need be). */
export function freshPostgres(name: string): string {
  const output = execFileSync("bash", ["scripts/ci-postgres.sh"], {
    env: { ...process.env, PANEL_TEST_DB: name },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return output.toString().trim().split("\n").at(-1)!;
}

export async function startDeployment(kind: DeploymentKind, databaseUrl?: string): Promise<Deployment> {
  const upstreams: UpstreamProcess[] = [];
  let balancer: Balancer | null = null;
  let panel: PanelProcess | null = null;
  const forwardSecret = randomBytes(32).toString("hex");
  const stopAll = async () => {
    await panel?.stop();
    for (const upstream of upstreams.reverse()) await upstream.stop();
    await balancer?.close();
  };
  try {
    // The second starts once the first has migrated the shared database.
    for (let i = 0; i < (kind === "embedded" ? 1 : 2); i += 1)
      upstreams.push(
        await UpstreamProcess.create({ UPSTREAM_FORWARD_SECRET: forwardSecret, DATABASE_URL: databaseUrl ?? "" }),
      );
    let apiBase = upstreams[0]!.url;
    if (kind === "postgres") {
      balancer = await startBalancer(upstreams.map((upstream) => upstream.url));
      apiBase = balancer.url;
    }
    panel = await startPanelFor(apiBase, { UPSTREAM_FORWARD_SECRET: forwardSecret });
    const panelPid = panel.child.pid!;
    const measured = upstreams.map((upstream, i) => ({
      name: upstreams.length > 1 ? `upstream ${i + 1}` : "upstream",
      pid: upstream.pid,
    }));
    return {
      kind,
      panelUrl: panel.url,
      upstreams,
      panelPid,
      processes: () => [{ name: "panel", pid: panelPid }, ...measured],
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
