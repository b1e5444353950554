// What a browser does across two panel processes: a session made on one used on the other, live
// sockets through the balancer (one on each panel) hearing a send made on either, a large export
// asked of one panel and downloaded from the other, and a sign-out on one ending it on both.
import { PANEL_REQUEST_HEADER } from "../../lib/api/panel-request-header.mjs";
import { SHARED_LINE } from "../../upstream/seed/data/inbox";
import { BrowserSocket } from "../faults/browser-socket";
import { dev, sleep, until } from "../faults/calls";
import type { UpstreamProcess } from "../faults/upstream-process";
import { PanelClient } from "../load/panel-client";
import type { GrowthDeployment } from "./deployment";

/** Past 100,000 rows an export is written in the background (lib/contract/account-files.ts). */
const EXPORT_ROWS = 100_001;

export interface Check {
  what: string;
  outcome: string;
  ok: boolean;
}

/** One client per panel process, reached directly, with one session between them. */
export async function signedInOnBoth(
  deployment: GrowthDeployment,
  account: { username: string; password: string },
): Promise<PanelClient[]> {
  const clients = deployment.panels.map((panel) => new PanelClient(panel.url, deployment.publicUrl));
  await clients[0]!.signIn(account.username, account.password);
  clients[1]!.cookie = clients[0]!.cookie;
  return clients;
}

export async function sessionOnEither(clients: PanelClient[]): Promise<Check> {
  const [first, second] = await Promise.all(
    clients.map((client) => client.api<{ credit: number }>("v1/api/payment/credit/mine")),
  );
  const ok = first!.credit === second!.credit;
  return {
    what: "a session made on panel 1 is used on panel 2",
    outcome: `the credit read on both: ${first!.credit.toLocaleString("en")} and ${second!.credit.toLocaleString("en")} rials`,
    ok,
  };
}

export async function socketsOnEither(deployment: GrowthDeployment, clients: PanelClient[]): Promise<Check> {
  const before = deployment.panelBalancer.handed();
  const sockets = [0, 1].map(() => new BrowserSocket(deployment.publicUrl, clients[0]!.cookie));
  try {
    await until("both sockets open", async () => (sockets.every((s) => s.isOpen) ? true : undefined), 20_000);
    const after = deployment.panelBalancer.handed();
    const perPanel = after.map((count, i) => count - before[i]!);
    const heard: boolean[] = [];
    for (const client of clients) {
      const mark = sockets.map((socket) => socket.events.length);
      await client.api("v1/api/send", {
        body: {
          sending_type: "webservice",
          from_number: SHARED_LINE,
          message: "آزمایش",
          params: { recipients: ["09350000001"] },
        },
        idempotent: true,
      });
      await sleep(2_000);
      heard.push(
        ...sockets.map((socket, s) => socket.events.slice(mark[s]).some((event) => event.event === "credit.changed")),
      );
    }
    const ok = perPanel.every((count) => count === 1) && heard.every(Boolean);
    return {
      what: "live sockets through the balancer, one on each panel, hear sends made on either",
      outcome: `sockets per panel ${perPanel.join(" and ")}; ${heard.filter(Boolean).length} of ${heard.length} heard the credit change`,
      ok,
    };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

export async function downloadOnEither(
  clients: PanelClient[],
  upstream: UpstreamProcess,
  username: string,
): Promise<Check> {
  await dev(upstream, "/inbox/plant", { username, count: EXPORT_ROWS });
  const queued = await clients[0]!.api<{ file: { id: number } }>("v1/api/report/messages-inbox/export", {
    params: { format: "csv" },
  });
  const started = performance.now();
  await until(
    "the export written",
    async () => {
      const files = await clients[1]!.api<{ id: number; state: string }[]>("v1/api/user/files", {
        params: { category: "all", page: 1, per_page: 10 },
      });
      return files.find((file) => file.id === queued.file.id && file.state === "ready");
    },
    180_000,
  );
  const writtenS = (performance.now() - started) / 1000;
  const response = await fetch(`${clients[1]!.panelUrl}/api/v1/api/user/files/${queued.file.id}/download`, {
    headers: { cookie: clients[1]!.cookie },
  });
  const lines = (await response.text()).trimEnd().split("\n").length;
  return {
    what: "an export asked of panel 1, written in the background, downloaded from panel 2",
    outcome: `written in ${writtenS.toFixed(1)} s; the download answered ${response.status} with ${(lines - 1).toLocaleString("en")} rows`,
    ok: response.status === 200 && lines - 1 === EXPORT_ROWS,
  };
}

export async function signOutOnEither(deployment: GrowthDeployment, clients: PanelClient[]): Promise<Check> {
  const socket = new BrowserSocket(
    deployment.panels[0]!.url,
    clients[0]!.cookie,
    undefined,
    undefined,
    deployment.publicUrl,
  );
  try {
    await until("the socket open", async () => (socket.isOpen ? true : undefined), 20_000);
    const response = await fetch(`${clients[1]!.panelUrl}/api/v1/api/acl/auth/logout`, {
      method: "POST",
      headers: {
        cookie: clients[1]!.cookie,
        origin: deployment.publicUrl,
        [PANEL_REQUEST_HEADER]: "1",
        "content-type": "application/json",
      },
      body: "{}",
    });
    await sleep(2_000);
    const after = await fetch(`${clients[0]!.panelUrl}/api/v1/api/payment/credit/mine`, {
      headers: { cookie: clients[0]!.cookie },
    });
    const ok = response.status === 200 && after.status === 401 && socket.closes.length >= 1 && !socket.isOpen;
    return {
      what: "a sign-out on panel 2 ends the session on panel 1, its live socket too",
      outcome: `sign-out ${response.status}; panel 1 then answered ${after.status}; its socket closed ${socket.closes.length === 0 ? "never" : `with ${socket.closes[0]!.code}`} and ${socket.isOpen ? "opened again" : "stayed closed"}`,
      ok,
    };
  } finally {
    socket.close();
  }
}
