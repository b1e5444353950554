// The live socket's upstream side dropped 20 times in a minute (as a flaky network would) while
// the owner's credit changes twice a second: one reconnect per drop, no event delivered twice,
// and what changed during each gap caught up by the read every screen makes on reconnecting.
import { PanelClient } from "../load/panel-client";
import { checkConsistency, dev, sleep, until } from "./calls";
import { BrowserSocket } from "./browser-socket";
import type { FaultResult } from "./fault-result";
import { startPanelFor } from "./panel-process";
import type { UpstreamProcess } from "./upstream-process";

const DROPS = 20;
const MINUTE_MS = 60_000;

export async function dropSockets(upstream: UpstreamProcess): Promise<FaultResult> {
  const panel = await startPanelFor(upstream.url);
  try {
    const account = await dev<{ username: string; password: string }>(upstream, "/accounts", { credit: 1 });
    const client = new PanelClient(panel.url);
    await client.signIn(account.username, account.password);
    const readCredit = async () => (await client.api<{ credit: number }>("v1/api/payment/credit/mine")).credit;
    // What the header shows: the last credit an event or a catch-up read told.
    let shown = await readCredit();
    const caughtUp: number[] = [];
    const socket = new BrowserSocket(
      panel.url,
      client.cookie,
      async () => {
        shown = await readCredit();
        caughtUp.push(shown);
      },
      (event) => {
        if (event.event === "credit.changed") shown = (event.data as { credit: number }).credit;
      },
    );
    await until("the socket open", async () => (socket.isOpen ? true : undefined), 10_000);

    // Every change adds one rial, so each credit value is told once at most.
    let changes = 0;
    let changing = true;
    const changer = (async () => {
      while (changing) {
        await dev(upstream, "/credit", { username: account.username, amount: 1 });
        changes += 1;
        await sleep(500);
      }
    })();
    const started = performance.now();
    let dropped = 0;
    for (let i = 0; i < DROPS; i += 1) {
      await until("the socket open before a drop", async () => (socket.isOpen ? true : undefined), 10_000);
      dropped += (await dev<{ dropped: number }>(upstream, "/sockets/drop", { username: account.username })).dropped;
      await sleep(Math.max(0, started + ((i + 1) * MINUTE_MS) / DROPS - performance.now()));
    }
    const minuteMs = performance.now() - started;
    await until("the socket open after the last drop", async () => (socket.isOpen ? true : undefined), 10_000);
    changing = false;
    await changer;
    await sleep(1000);
    for (const event of socket.events)
      if (event.event === "credit.changed") shown = (event.data as { credit: number }).credit;
    socket.close();

    const told = socket.events
      .filter((e) => e.event === "credit.changed")
      .map((e) => (e.data as { credit: number }).credit);
    const twice = told.filter((credit, i) => told.indexOf(credit) !== i);
    const actual = await readCredit();
    const reconnects = socket.opens - 1;
    if (dropped !== DROPS) throw new Error(`${dropped} sockets dropped for ${DROPS} drops`);
    if (reconnects !== DROPS) throw new Error(`${reconnects} reconnects for ${DROPS} drops`);
    if (twice.length > 0) throw new Error(`events told twice: ${twice.join(", ")}`);
    if (shown !== actual) throw new Error(`the credit shown ${shown}, the upstream's ${actual}`);
    await checkConsistency(upstream, "the socket drops");
    return {
      fault: `the live socket dropped ${DROPS} times in ${(minuteMs / 1000).toFixed(0)} s while the credit changed ${changes} times`,
      outcome:
        `${reconnects} reconnects (one per drop, none refused: ${socket.refusals}); ${told.length} credit events, none twice; ` +
        `the ${changes - told.length} changes of the gaps caught up by the ${caughtUp.length} reads on reconnecting; the credit shown at the end is the upstream's`,
      recoveredIn: "about 1 s after each drop (the browser's reconnect wait)",
    };
  } finally {
    await panel.stop();
  }
}
