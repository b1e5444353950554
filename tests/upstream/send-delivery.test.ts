import WebSocket from "ws";
import { until } from "./support/until";
import { DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import { socketEventSchema, type SocketEvent } from "@/lib/contract/socket";
import { deliveryPlan } from "@/upstream/sending/delivery-plan";
import { baseUrl, call, devAccount, outboxOf, sessionToken } from "./support/client";
import {
  AGREEMENT_LINE,
  creditOf,
  finished,
  ledgerOf,
  mobiles,
  postSend,
  quickSend,
  SHARED_LINE,
  sendWhen,
  takeAgreementLine,
  tenths,
  type SendInfo,
} from "./support/sending";

const sumCost = (recipients: SendInfo["recipients"]) => recipients.reduce((sum, r) => sum + tenths(r.cost), 0);

async function owner(credit = 2_000_000) {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

describe("the simulated operator", () => {
  it("moves every recipient to the final status its plan gives, delivers the reached ones, and refunds not-reached parts only on lines that are not shared", async () => {
    const { account, token } = await owner();
    await takeAgreementLine(token);
    const numbers = mobiles(100);
    const [sharedAnswer, ownAnswer] = await Promise.all([
      postSend(token, quickSend(numbers, "جشنواره پاییزه")),
      postSend(token, { ...quickSend(numbers, "یادآوری نوبت"), from_number: AGREEMENT_LINE }),
    ]);
    const sharedId: number = sharedAnswer.body.data.message_outbox_ids[0];
    const ownId: number = ownAnswer.body.data.message_outbox_ids[0];
    const [shared, own] = await Promise.all([sendWhen(sharedId, finished), sendWhen(ownId, finished)]);

    for (const send of [shared, own]) {
      expect(send.state_id).toBe(SEND_STATES.sent);
      expect(send.recipients.map((r) => r.status)).toEqual(
        send.recipients.map((r) => deliveryPlan(send.id, r.position).final),
      );
      // One recipient in ten is not reached, in any hundred consecutive positions.
      expect(send.recipients.filter((r) => r.status === DELIVERY_STATUSES.notReached)).toHaveLength(10);
    }
    // The shared advertising line keeps what not-reached recipients cost; the agreement line gives it back.
    expect(shared.refunded).toBe("0.0000");
    const notReached = own.recipients.filter((r) => r.status === DELIVERY_STATUSES.notReached);
    expect(tenths(own.refunded)).toBe(sumCost(notReached));

    const ledger = await ledgerOf(account.username);
    expect(ledger.slice(1).map((e) => [tenths(e.amount), e.description])).toEqual(
      expect.arrayContaining([
        [-tenths(shared.cost_reserved), `هزینه ارسال پیامک، ارسال شماره ${sharedId}`],
        [-tenths(own.cost_reserved), `هزینه ارسال پیامک، ارسال شماره ${ownId}`],
        [sumCost(notReached), `بازگشت هزینه پیامک‌های نرسیده، ارسال شماره ${ownId}`],
      ]),
    );
    expect(ledger).toHaveLength(4);
    expect(tenths(await creditOf(token))).toBe(
      tenths(2_000_000) - tenths(shared.cost_reserved) - tenths(own.cost_reserved) + sumCost(notReached),
    );

    // What reached a handset is in the outbox, with the shared line's suffix; what did not, is not.
    // Each send plans its own delivery: take a number that reached its handset in both.
    const reachedOwn = new Set(
      own.recipients.filter((r) => r.status === DELIVERY_STATUSES.handset).map((r) => r.msisdn),
    );
    const reached = shared.recipients.find((r) => r.status === DELIVERY_STATUSES.handset && reachedOwn.has(r.msisdn))!;
    const missed = shared.recipients.find((r) => r.status === DELIVERY_STATUSES.notReached)!;
    expect((await outboxOf(reached.msisdn)).map((m) => m.message)).toEqual(
      expect.arrayContaining(["جشنواره پاییزه\nلغو۱۱", "یادآوری نوبت"]),
    );
    expect((await outboxOf(missed.msisdn)).map((m) => m.message)).not.toContain("جشنواره پاییزه\nلغو۱۱");
  });

  it("skips the send blacklist and the line's cancel11 list (status 4, refunded), and tells the owner's socket the progress and the credit", async () => {
    const { account, token } = await owner();
    const [blacklisted, cancelled, cancelledElsewhere, plain] = mobiles(4);
    await call("/__dev/send-blacklist", { body: { username: account.username, mobile: blacklisted } });
    await call("/__dev/cancel11", { body: { username: account.username, line: SHARED_LINE, mobile: cancelled } });
    await call("/__dev/cancel11", {
      body: { username: account.username, line: AGREEMENT_LINE, mobile: cancelledElsewhere },
    });

    const events: SocketEvent[] = [];
    const socket = new WebSocket(`${baseUrl().replace(/^http/, "ws")}/socket?token=${encodeURIComponent(token)}`);
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    socket.on("message", (data) => {
      const parsed = socketEventSchema.safeParse(JSON.parse(data.toString()));
      if (parsed.success) events.push(parsed.data);
    });

    const answer = await postSend(token, quickSend([blacklisted!, cancelled!, cancelledElsewhere!, plain!], "سلام"));
    const id: number = answer.body.data.message_outbox_ids[0];
    const send = await sendWhen(id, finished);
    const statusOf = (mobile: string) => send.recipients.find((r) => `+${r.msisdn}` === mobile)!.status;
    expect(statusOf(blacklisted!)).toBe(DELIVERY_STATUSES.blacklist);
    expect(statusOf(cancelled!)).toBe(DELIVERY_STATUSES.blacklist);
    expect(statusOf(cancelledElsewhere!)).not.toBe(DELIVERY_STATUSES.blacklist);
    expect(await outboxOf(blacklisted!)).toEqual([]);
    expect(await outboxOf(cancelled!)).toEqual([]);

    const skipped = send.recipients.filter((r) => r.status === DELIVERY_STATUSES.blacklist);
    expect(tenths(send.refunded)).toBe(sumCost(skipped));
    const ledger = await ledgerOf(account.username);
    expect(ledger.at(-1)).toMatchObject({ description: `بازگشت هزینه گیرندگان فهرست سیاه و لغو۱۱، ارسال شماره ${id}` });
    expect(tenths(ledger.at(-1)!.amount)).toBe(sumCost(skipped));

    const finalCredit = await creditOf(token);
    await until(() =>
      events.some((e) => e.event === "credit.changed" && e.data.credit === finalCredit) ? true : undefined,
    );
    expect(events).toContainEqual({ event: "credit.changed", data: { credit: finalCredit } });
    const progress = events.flatMap((e) => (e.event === "send.progress" && e.data.id === id ? [e.data] : []));
    expect(progress[0]).toEqual({ id, state_id: SEND_STATES.sending, total: 4, statuses: [0, 0, 0, 0, 0] });
    const last = progress.at(-1)!;
    expect(last.state_id).toBe(SEND_STATES.sent);
    expect(last.statuses.reduce((a, b) => a + b, 0)).toBe(4);
    expect(last.statuses[DELIVERY_STATUSES.blacklist]).toBe(2);
    // Throttled: a handful of events for a send of a few seconds, not one per recipient step.
    expect(progress.length).toBeLessThanOrEqual(10);
    socket.close();
  });
});
