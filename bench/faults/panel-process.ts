// The built panel in front of an upstream (or a balancer of several), as the benchmarks start it
// (needs `npm run build`).
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { freePort } from "../../tests/e2e/support/panel-process";
import { start, stop } from "../support/processes";

export interface PanelProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** The panel on a free port, its calls and live sockets going to `apiBase`. */
export async function startPanelFor(apiBase: string, env: Record<string, string> = {}): Promise<PanelProcess> {
  const port = await freePort();
  const { child } = await start(
    ["server.mjs"],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      API_BASE_URL: apiBase,
      SOCKET_URL: `${apiBase.replace(/^http/, "ws")}/socket`,
      PANEL_ORIGIN: `http://127.0.0.1:${port}`,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    /panel ready/,
  );
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stop(child) };
}
