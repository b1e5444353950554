// The built panel in front of a fault run's upstream (needs `npm run build`).
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { freePort } from "../../tests/e2e/support/panel-process";
import { start, stop } from "../support/processes";
import type { UpstreamProcess } from "./upstream-process";

export interface PanelProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startPanelFor(upstream: UpstreamProcess): Promise<PanelProcess> {
  const port = await freePort();
  const { child } = await start(
    ["server.mjs"],
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      API_BASE_URL: upstream.url,
      SOCKET_URL: `${upstream.url.replace(/^http/, "ws")}/socket`,
      PANEL_ORIGIN: `http://127.0.0.1:${port}`,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    /panel ready/,
  );
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stop(child) };
}
