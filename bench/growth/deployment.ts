// Two panel processes and two upstream processes on one PostgreSQL database, each pair behind a
// round-robin balancer: the deployment README's "Running on more than one machine" describes,
// with the settings that must match shared as it says (SESSION_SECRET among the panels,
// OTP_HASH_SECRET among the upstreams, UPSTREAM_FORWARD_SECRET among all of them).
import { randomBytes } from "node:crypto";
import { freePort } from "../../tests/e2e/support/panel-process";
import { startPanelFor, type PanelProcess } from "../faults/panel-process";
import { UpstreamProcess } from "../faults/upstream-process";
import { startBalancer, type Balancer } from "../load/balancer";

export interface GrowthDeployment {
  /** The panels' balancer: the one address users reach (PANEL_ORIGIN). */
  publicUrl: string;
  panels: PanelProcess[];
  upstreams: UpstreamProcess[];
  panelBalancer: Balancer;
  upstreamBalancer: Balancer;
  stop(): Promise<void>;
}

const secret = () => randomBytes(32).toString("hex");

export async function startGrowthDeployment(databaseUrl: string): Promise<GrowthDeployment> {
  const forwardSecret = secret();
  const publicPort = await freePort();
  const publicUrl = `http://127.0.0.1:${publicPort}`;
  const upstreamEnv = {
    DATABASE_URL: databaseUrl,
    PANEL_ORIGIN: publicUrl,
    UPSTREAM_FORWARD_SECRET: forwardSecret,
    OTP_HASH_SECRET: secret(),
    // The benchmark's webhook receiver listens on loopback.
    WEBHOOKS_ALLOW_PRIVATE: "1",
  };
  const panelEnv = { UPSTREAM_FORWARD_SECRET: forwardSecret, SESSION_SECRET: secret(), PANEL_ORIGIN: publicUrl };

  const upstreams: UpstreamProcess[] = [];
  const panels: PanelProcess[] = [];
  const balancers: Balancer[] = [];
  const stop = async () => {
    for (const panel of panels) await panel.stop();
    for (const upstream of upstreams) await upstream.stop();
    for (const balancer of balancers) await balancer.close();
  };
  try {
    // One after the other: the first migrates and seeds the shared database.
    for (let i = 0; i < 2; i += 1) upstreams.push(await UpstreamProcess.create(upstreamEnv));
    const upstreamBalancer = await startBalancer(upstreams.map((upstream) => upstream.url));
    balancers.push(upstreamBalancer);
    for (let i = 0; i < 2; i += 1) panels.push(await startPanelFor(upstreamBalancer.url, panelEnv));
    const panelBalancer = await startBalancer(
      panels.map((panel) => panel.url),
      publicPort,
    );
    balancers.push(panelBalancer);
    return { publicUrl, panels, upstreams, panelBalancer, upstreamBalancer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
