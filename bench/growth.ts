// Growing past one machine (RELIABILITY.md "Growing past one machine"): two panel processes and
// two upstream processes on one PostgreSQL database behind round-robin balancers. Shows that a
// session, the live socket and downloads work whichever panel a request reaches, and that the
// upstreams' own work (scheduled sends, the operator, webhooks, archiving, plan expiry) runs once
// with both up and goes on when one is killed (SIGKILL) in the middle of a send. Ends with the
// consistency check; exits non-zero when anything did not hold. Run with `npm run bench:growth`
// (needs `npm run build` and PostgreSQL, which scripts/ci-postgres.sh installs).
import pg from "pg";
import { SEND_STATES } from "../lib/contract/send";
import { SHARED_LINE } from "../upstream/seed/data/inbox";
import { checkConsistency, dev, sleep, until } from "./faults/calls";
import type { UpstreamProcess } from "./faults/upstream-process";
import { startGrowthDeployment } from "./growth/deployment";
import { settleRound, startRound, type Round, type RoundOutcome } from "./growth/background-work";
import {
  downloadOnEither,
  sessionOnEither,
  signedInOnBoth,
  signOutOnEither,
  socketsOnEither,
  type Check,
} from "./growth/panel-checks";
import { startWebhookReceiver } from "./growth/webhook-receiver";
import { freshPostgres } from "./load/topology";
import type { PanelClient } from "./load/panel-client";

const BIG_SEND = 30_000;

function roundCheck(when: string, round: Round, settled: { outcome: RoundOutcome; complete: boolean }): Check {
  const o = settled.outcome;
  return {
    what: `scheduled sends, the operator, webhooks, archiving and plan expiry ${when}`,
    outcome:
      `${o.scheduledSent}/${round.scheduled.length} scheduled sends sent; ${o.reported}/${round.recipients.length} ` +
      `recipients with a final delivery report; ${o.deliveredOnce}/${o.reachedHandset} reached with one SMS (${o.deliveredTwice} with more); ` +
      `${o.webhookFinals}/${round.scheduled.length} sends' final webhook; ${o.archived}/${round.aged.length} month-old sends archived; ` +
      `${o.remindersOnce}/${round.reminded.length} plan reminders sent once (${o.remindersTwice} twice); ` +
      `${o.plansEnded}/${round.ended.length} plans ended`,
    ok: settled.complete,
  };
}

/** Reads the credit through both panels in turn every 200 ms until `stop`; answers the calls and the failures. */
function keepReading(clients: PanelClient[]) {
  let running = true;
  const tally = { calls: 0, failures: 0 };
  const done = (async () => {
    for (let i = 0; running; i += 1) {
      tally.calls += 1;
      await clients[i % 2]!.api("v1/api/payment/credit/mine").catch(() => (tally.failures += 1));
      await sleep(200);
    }
  })();
  return {
    tally,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const databaseUrl = freshPostgres("bench_growth");
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const deployment = await startGrowthDeployment(databaseUrl);
const receiver = await startWebhookReceiver();
const checks: Check[] = [];
const log = (line: string) => console.log(line);
try {
  // The second upstream is the one that stays up: development calls go to it.
  const [doomed, survivor] = deployment.upstreams as [UpstreamProcess, UpstreamProcess];
  const account = await dev<{ username: string; password: string }>(survivor, "/accounts", { credit: 1e11 });
  const clients = await signedInOnBoth(deployment, account);
  await clients[0]!.api("v1/api/user/webhooks", {
    body: { url: receiver.url, events: ["send.status"], description: "رشد" },
  });

  log("- sessions, sockets and downloads across the panels…");
  checks.push(await sessionOnEither(clients));
  checks.push(await socketsOnEither(deployment, clients));
  checks.push(await downloadOnEither(clients, survivor, account.username));

  log("- a round of background work with both upstreams up…");
  const first = await startRound(clients, survivor, 15_000);
  checks.push(roundCheck("with both upstreams up", first, await settleRound(pool, first, receiver.finished, 150_000)));

  log(`- upstream 1 killed during a ${BIG_SEND.toLocaleString("en")}-recipient send, a round due after…`);
  const second = await startRound(clients, survivor, 30_000);
  const { phonebook_id: phonebookId } = await dev<{ phonebook_id: number }>(survivor, "/contacts/plant", {
    username: account.username,
    title: "مشتریان",
    count: BIG_SEND,
  });
  const big = await clients[1]!.api<{ message_outbox_ids: number[] }>("v1/api/send", {
    body: {
      sending_type: "phonebook",
      from_number: SHARED_LINE,
      message: "حراج آخر هفته: ۳۰٪ تخفیف",
      params: [{ type: "all", phonebook_ids: [phonebookId] }],
    },
    idempotent: true,
  });
  const bigId = big.message_outbox_ids[0]!;
  const bigSend = () => dev<{ state_id: number; dispatched: number }>(survivor, `/sends/${bigId}`);
  const before = await until(
    "a third handed over",
    async () => {
      const send = await bigSend();
      return send.dispatched >= BIG_SEND / 3 ? send : undefined;
    },
    120_000,
  );
  const reading = keepReading(clients);
  await doomed.kill();
  const killedAt = performance.now();
  await sleep(15_000);
  await reading.stop();
  const after = await until(
    "the send finished",
    async () => {
      const send = await bigSend();
      return send.state_id === SEND_STATES.sent ? send : undefined;
    },
    300_000,
  );
  const finishedS = (performance.now() - killedAt) / 1000;
  checks.push({
    what: "the panels' calls while upstream 1 is killed",
    outcome: `${reading.tally.calls - reading.tally.failures} of ${reading.tally.calls} credit reads through both panels answered in the 15 s after the kill`,
    ok: reading.tally.failures === 0,
  });
  checks.push({
    what: `a ${BIG_SEND.toLocaleString("en")}-recipient send when upstream 1 is killed`,
    outcome: `killed with ${before.dispatched.toLocaleString("en")} handed over; upstream 2 finished it ${finishedS.toFixed(1)} s later, every recipient once`,
    ok: after.dispatched === BIG_SEND,
  });
  checks.push(
    roundCheck("after upstream 1 was killed", second, await settleRound(pool, second, receiver.finished, 150_000)),
  );
  checks.push({
    what: "webhook messages",
    outcome: `${receiver.messages} received, ${receiver.duplicates} of them twice`,
    ok: receiver.duplicates === 0,
  });
  checks.push(await signOutOnEither(deployment, clients));
  await checkConsistency(survivor, "the growth run");
  checks.push({ what: "the consistency check", outcome: "nothing found", ok: true });
} catch (error) {
  checks.push({
    what: "the run",
    outcome: `FAILED: ${error instanceof Error ? error.message : String(error)}`,
    ok: false,
  });
} finally {
  await receiver.close();
  await deployment.stop();
  await pool.end();
}

console.log("\n| check | outcome | held |\n| --- | --- | --- |");
for (const check of checks) console.log(`| ${check.what} | ${check.outcome} | ${check.ok ? "yes" : "NO"} |`);
if (checks.some((check) => !check.ok)) process.exitCode = 1;
