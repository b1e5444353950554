// PostgreSQL restarted (pg_ctlcluster … restart) under a steady stream of calls to an upstream on
// it: during the gap calls fail with the envelope (503 «… چند لحظه دیگر دوباره تلاش کنید»), after
// it they succeed, and the live events' LISTEN connection is back, with no process restarted.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { readdirSync } from "node:fs";
import WebSocket from "ws";
import { freshPostgres } from "../load/topology";
import { api, checkConsistency, dev, ownerOn, sleep, until } from "./calls";
import type { FaultResult } from "./fault-result";
import { UpstreamProcess } from "./upstream-process";

/** Restarts this machine's PostgreSQL without blocking: the calls go on meanwhile. */
async function restartPostgres(): Promise<void> {
  const version = readdirSync("/usr/lib/postgresql")
    .sort((a, b) => Number(a) - Number(b))
    .at(-1)!;
  await promisify(execFile)("pg_ctlcluster", [version, "main", "restart"]);
}

export async function restartPostgresUnderCalls(): Promise<FaultResult> {
  const upstream = await UpstreamProcess.create({ DATABASE_URL: freshPostgres("bench_faults") });
  const pid = upstream.pid;
  try {
    const owner = await ownerOn(upstream, 0);
    const events: number[] = [];
    const socket = new WebSocket(
      `${upstream.url.replace(/^http/, "ws")}/socket?token=${encodeURIComponent(owner.token)}`,
    );
    socket.on("message", (raw) => {
      const message = JSON.parse(raw.toString()) as { event?: string; data?: { credit?: number } };
      if (message.event === "credit.changed") events.push(message.data!.credit!);
    });
    await new Promise((resolve) => socket.once("open", resolve));

    // A credit change and a read every 100 ms, before, during and after the restart.
    const answers: { at: number; status: number; message: string }[] = [];
    let running = true;
    const started = performance.now();
    const caller = (async () => {
      while (running) {
        const at = performance.now() - started;
        try {
          const write = await fetch(`${upstream.url}/__dev/credit`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-dev-secret": upstream.devSecret },
            body: JSON.stringify({ username: owner.username, amount: 1 }),
          });
          const body = (await write.json()) as { meta?: { message?: string } };
          answers.push({ at, status: write.status, message: body.meta?.message ?? "" });
        } catch {
          answers.push({ at, status: 0, message: "no answer" });
        }
        await sleep(100);
      }
    })();
    await sleep(3000);
    const restartAt = performance.now() - started;
    await restartPostgres();
    const restartedAt = performance.now() - started;
    await until(
      "a write answered after the restart",
      async () => (answers.some((a) => a.at > restartedAt && a.status === 200) ? true : undefined),
      60_000,
    );
    await sleep(3000);
    running = false;
    await caller;

    // The LISTEN connection is back: a change now reaches the socket.
    const before = events.length;
    await dev(upstream, "/credit", { username: owner.username, amount: 1 });
    await until("a live event after the restart", async () => (events.length > before ? true : undefined), 10_000);
    socket.close();

    const failed = answers.filter((a) => a.status !== 200);
    const strange = failed.filter((a) => a.status !== 503);
    if (strange.length > 0) throw new Error(`during the gap: ${JSON.stringify(strange.slice(0, 5))}`);
    if (upstream.pid !== pid) throw new Error("the upstream was restarted");
    const credit = (await api<{ credit: number }>(upstream, owner.token, "GET", "payment/credit/mine")).body.data
      .credit;
    const succeeded = answers.length - failed.length + 1;
    if (credit !== succeeded) throw new Error(`credit ${credit} after ${succeeded} changes answered 200`);
    await checkConsistency(upstream, "the PostgreSQL restart");
    const lastFailure = Math.max(0, ...failed.map((a) => a.at));
    return {
      fault: "PostgreSQL restarted under a write every 100 ms (upstream on PostgreSQL)",
      outcome:
        `${failed.length} of ${answers.length} writes refused during the gap, each 503 «${failed[0]?.message ?? ""}»; ` +
        `the credit is exactly the ${succeeded} changes answered 200; live events flow again`,
      recoveredIn: `writes answered again ${((lastFailure - restartAt) / 1000).toFixed(1)} s after the restart began, the same upstream process`,
    };
  } finally {
    await upstream.stop();
  }
}
