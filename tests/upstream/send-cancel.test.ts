import { dateToSendTime, DELIVERY_STATUSES, SEND_STATES } from "@/lib/contract/send";
import { api, devAccount, sessionToken } from "./support/client";
import {
  AGREEMENT_LINE,
  creditOf,
  finished,
  ledgerOf,
  mobiles,
  postSend,
  quickSend,
  sendInfo,
  sendWhen,
  takeAgreementLine,
  tenths,
} from "./support/sending";

async function owner(credit = 5_000_000) {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

const cancel = (token: string, id: unknown) => api("send/cancel", { token, body: { message_outbox_id: id } });
const inSeconds = (seconds: number) => dateToSendTime(new Date(Math.ceil(Date.now() / 1000) * 1000 + seconds * 1000));

const NOT_FOUND = { status: false, message: "پیام مورد نظر یافت نشد", message_code: "400-1" };

describe("scheduled sends", () => {
  it("wait in the send queue with their cost reserved, then start at their time and finish", async () => {
    const { token } = await owner();
    const sendTime = inSeconds(1);
    const answer = await postSend(token, quickSend(mobiles(3), "یادآوری جلسه", { send_time: sendTime }));
    const id: number = answer.body.data.message_outbox_ids[0];
    const queued = await sendInfo(id);
    expect(queued.state_id).toBe(SEND_STATES.queued);
    expect(tenths(queued.cost_reserved)).toBeGreaterThan(0);
    expect(queued.recipients.every((r) => r.status === null)).toBe(true);

    const started = await sendWhen(id, (s) => s.state_id !== SEND_STATES.queued);
    const startedAt = Date.parse(started.started_at!);
    expect(startedAt).toBeGreaterThanOrEqual(Date.parse(`${sendTime.replace(" ", "T")}Z`));
    expect(startedAt).toBeLessThan(Date.parse(`${sendTime.replace(" ", "T")}Z`) + 1500);
    expect((await sendWhen(id, finished)).state_id).toBe(SEND_STATES.sent);
    // A finished send cannot be cancelled.
    expect((await cancel(token, id)).body.meta).toMatchObject(NOT_FOUND);
  });

  it("can be cancelled before they start: the whole cost comes back and nothing is sent", async () => {
    const { account, token } = await owner(100_000);
    const answer = await postSend(token, quickSend(mobiles(4), "حراج فردا", { send_time: inSeconds(3600) }));
    const id: number = answer.body.data.message_outbox_ids[0];
    const reserved = (await sendInfo(id)).cost_reserved;

    const cancelled = await cancel(token, id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({
      data: null,
      meta: { status: true, message: "انجام شد", message_parameters: [], message_code: "200-1" },
    });

    const send = await sendInfo(id);
    expect(send).toMatchObject({ state_id: SEND_STATES.cancelled, refunded: reserved });
    expect(send.finished_at).not.toBeNull();
    expect(send.recipients.every((r) => r.status === null)).toBe(true);
    expect((await ledgerOf(account.username)).slice(1).map((e) => [tenths(e.amount), e.description])).toEqual([
      [-tenths(reserved), `هزینه ارسال پیامک، ارسال شماره ${id}`],
      [tenths(reserved), `بازگشت هزینه ارسال لغوشده، ارسال شماره ${id}`],
    ]);
    expect(await creditOf(token)).toBe(100_000);
    // Cancelled once is cancelled: a second cancel finds nothing to cancel.
    expect((await cancel(token, id)).body.meta).toMatchObject(NOT_FOUND);
  });
});

describe("send/cancel", () => {
  it("answers 404 with Edge's message for another user's send, and leaves it and its owner's money alone", async () => {
    const { token } = await owner();
    const [id] = (await postSend(token, quickSend(mobiles(2), "سلام", { send_time: inSeconds(3600) }))).body.data
      .message_outbox_ids;
    const before = await sendInfo(id);
    const stranger = await owner();

    const answer = await cancel(stranger.token, id);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ data: null, meta: { ...NOT_FOUND, message_parameters: [], errors: {} } });
    expect(await sendInfo(id)).toEqual(before);
    expect(await creditOf(stranger.token)).toBe(5_000_000);
  });

  it("answers 404 for an unknown send and for one rejected by content control", async () => {
    const { token } = await owner();
    expect((await cancel(token, 1)).status).toBe(404);
    const [id] = (await postSend(token, quickSend(mobiles(1), "کازینو"))).body.data.message_outbox_ids;
    expect((await cancel(token, id)).body.meta).toMatchObject(NOT_FOUND);
    expect((await cancel(token, "x")).status).toBe(422);
  });

  it("stops a running send: what was not handed over comes back at once, the rest settles as delivered", async () => {
    const { account, token } = await owner();
    await takeAgreementLine(token);
    const [id] = (await postSend(token, { ...quickSend(mobiles(1000), "Flash sale"), from_number: AGREEMENT_LINE }))
      .body.data.message_outbox_ids;
    expect((await cancel(token, id)).status).toBe(200);

    const send = await sendWhen(id, finished);
    expect(send.state_id).toBe(SEND_STATES.cancelled);
    // Refunded: never handed over (null), blacklisted (4) and, on this line, not reached (3).
    const refundable = send.recipients.filter(
      (r) => r.status === null || r.status === DELIVERY_STATUSES.blacklist || r.status === DELIVERY_STATUSES.notReached,
    );
    expect(tenths(send.refunded)).toBe(refundable.reduce((sum, r) => sum + tenths(r.cost), 0));
    const ledger = await ledgerOf(account.username);
    const total = ledger.reduce((sum, e) => sum + tenths(e.amount), 0);
    expect(tenths(await creditOf(token))).toBe(total);
    expect(total).toBe(tenths(5_000_000) - tenths(send.cost_reserved) + tenths(send.refunded));
  });
});
