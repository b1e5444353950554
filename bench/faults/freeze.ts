// The upstream frozen (SIGSTOP) for 60 s behind the panel, then let go (SIGCONT): every call the
// panel takes meanwhile is answered within its timeout (UPSTREAM_TIMEOUT_MS, 30 s) with the
// Persian error, a page renders its frame from the session's last confirmation within the panel's
// patience for check_token, the live socket closes and its status shows it, and everything
// recovers by itself.
import { PanelClient } from "../load/panel-client";
import { checkConsistency, dev, sleep, until } from "./calls";
import { BrowserSocket } from "./browser-socket";
import type { FaultResult } from "./fault-result";
import { startPanelFor } from "./panel-process";
import type { UpstreamProcess } from "./upstream-process";

const FROZEN_MS = 60_000;
const PANEL_TIMEOUT_MS = 30_000;
const PERSIAN_ERROR = /[\u0600-\u06FF]/;
/**
 * check_token's patience (3 s, lib/bff/confirmed-user.ts), then the first view's reads given up
 * (1.5 s each for the frame's and the page's), with room for the machine: far under the 30 s after
 * which a page without a stand-in fails.
 */
const PAGE_WHILE_FROZEN_MS = 10_000;

interface Answered {
  askedAt: number;
  ms: number;
  status: number;
  message: string;
}

async function askCredit(panelUrl: string, cookie: string, origin: number): Promise<Answered> {
  const askedAt = performance.now();
  const response = await fetch(`${panelUrl}/api/v1/api/payment/credit/mine`, {
    headers: { cookie, "x-panel-request": "1" },
  });
  const body = (await response.json()) as { meta?: { message?: string } };
  return {
    askedAt: askedAt - origin,
    ms: performance.now() - askedAt,
    status: response.status,
    message: body.meta?.message ?? "",
  };
}

export async function freezeUpstream(upstream: UpstreamProcess): Promise<FaultResult> {
  const panel = await startPanelFor(upstream.url);
  try {
    const account = await dev<{ username: string; password: string }>(upstream, "/accounts", { credit: 1000 });
    const client = new PanelClient(panel.url);
    await client.signIn(account.username, account.password);
    const socket = new BrowserSocket(panel.url, client.cookie);
    await until("the socket open", async () => (socket.isOpen ? true : undefined), 10_000);
    // The page a browser lands on after signing in; this check_token is the one a frozen upstream's pages stand on.
    await client.page("/dashboard");

    const frozenAt = performance.now();
    upstream.freeze();
    const pageStartedAt = performance.now();
    const page = client.page("/dashboard").then(
      () => ({ ms: performance.now() - pageStartedAt, failure: null }),
      (error: Error) => ({ ms: performance.now() - pageStartedAt, failure: error.message }),
    );
    const asked: Promise<Answered>[] = [];
    while (performance.now() - frozenAt < FROZEN_MS) {
      asked.push(askCredit(panel.url, client.cookie, frozenAt));
      await sleep(5000);
    }
    const socketClosedAt = socket.closes[0]?.at;
    const refusalsWhileFrozen = socket.refusals;
    upstream.thaw();
    const thawedAt = performance.now();
    const during = await Promise.all(asked);
    const pageWhileFrozen = await page;

    const firstGood = await until(
      "a call answered after the thaw",
      async () => {
        const answer = await askCredit(panel.url, client.cookie, thawedAt);
        return answer.status === 200 ? answer : undefined;
      },
      60_000,
    );
    await until("the socket open again", async () => (socket.isOpen ? true : undefined), 60_000);
    const socketBackMs = performance.now() - thawedAt;
    socket.close();

    const late = during.filter((a) => a.ms > PANEL_TIMEOUT_MS + 2000);
    // A call still within its timeout at the thaw is simply answered.
    const timedOut = during.filter((a) => a.status === 504 && PERSIAN_ERROR.test(a.message));
    const wrong = during.filter((a) => a.status !== 200 && !timedOut.includes(a));
    if (late.length > 0 || wrong.length > 0) throw new Error(`calls while frozen: ${JSON.stringify({ late, wrong })}`);
    if (pageWhileFrozen.failure !== null || pageWhileFrozen.ms > PAGE_WHILE_FROZEN_MS)
      throw new Error(`the dashboard while frozen: ${JSON.stringify(pageWhileFrozen)}`);
    if (socketClosedAt === undefined) throw new Error("the live socket stayed open on a frozen upstream");
    await checkConsistency(upstream, "the freeze");
    const slowest = Math.max(...during.map((a) => a.ms));
    return {
      fault: "SIGSTOP of the upstream for 60 s behind the panel",
      outcome:
        `${during.length} calls meanwhile, each answered within ${(slowest / 1000).toFixed(1)} s (the timeout is 30 s): ` +
        `${timedOut.length} with 504 «${timedOut[0]?.message ?? ""}», the ${during.length - timedOut.length} asked in the ` +
        `last 30 s served once it was let go; the dashboard page rendered its frame in ${(pageWhileFrozen.ms / 1000).toFixed(1)} s; the live socket closed ${((socketClosedAt - frozenAt) / 1000).toFixed(1)} s into the freeze ` +
        `(1012, the status shows the outage), ${refusalsWhileFrozen} reconnects refused meanwhile`,
      recoveredIn:
        `calls answered again ${(firstGood.askedAt / 1000).toFixed(1)} s after SIGCONT, the socket open again after ` +
        `${(socketBackMs / 1000).toFixed(1)} s, nothing restarted`,
    };
  } finally {
    await panel.stop();
  }
}
