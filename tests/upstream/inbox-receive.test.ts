import WebSocket from "ws";
import { cancel11ResponseSchema } from "@/lib/contract/contact-lists";
import { DELIVERY_STATUSES } from "@/lib/contract/send";
import { socketEventSchema } from "@/lib/contract/socket";
import { createApp } from "@/upstream/app";
import type { Db } from "@/upstream/db/client";
import { parseEnv } from "@/upstream/env";
import { api, baseUrl, call } from "./support/client";
import { deliver, inboxOwner, inboxRows, unreadOf } from "./support/inbox";
import { data, e164, localMobiles } from "./support/phonebooks";
import { AGREEMENT_LINE, postSend, quickSend, SHARED_LINE, sendWhen, takeAgreementLine } from "./support/sending";
import { until } from "./support/until";

const cancel11Of = async (token: string) =>
  cancel11ResponseSchema.parse((await api("phonebooks/cancel11", { token })).body).data;

/** A quick send from `line` to one mobile (written 09…); its id. */
async function sendFrom(token: string, line: string, mobile: string): Promise<number> {
  const answer = await postSend(token, quickSend([e164(mobile)], undefined, { from_number: line }));
  if (answer.status !== 200) throw new Error(`send: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.message_outbox_ids[0];
}

/** Moves a send `hours` further into the past. */
async function age(sendId: number, hours: number): Promise<void> {
  const answer = await call(`/__dev/reports/sends/${sendId}`, { body: { age_hours: hours } });
  if (answer.status !== 200) throw new Error(`age: ${answer.status} ${JSON.stringify(answer.body)}`);
}

describe("an SMS received (/__dev/incoming)", () => {
  it("goes to the owner of a dedicated line, whoever writes, in any written form of the line", async () => {
    const owner = await inboxOwner();
    const [a] = localMobiles(1, "932");
    const answer = await deliver(a!, owner.line.slice(3), "سلام، قیمت چند است؟");
    expect(answer).toEqual({
      type: "normal",
      cancel11: 0,
      messages: [{ user_id: owner.account.user_id, messages_inbox_id: expect.any(Number) }],
      secretary: null,
    });
    const [row] = await inboxRows(owner.token);
    expect(row).toMatchObject({
      messages_inbox_id: answer.messages[0]!.messages_inbox_id,
      from: e164(a!),
      number: owner.line,
      type: "normal",
      seen: "0",
    });
    expect(await unreadOf(owner.token)).toBe(1);
  });

  it("on a shared line reaches only the user whose send it answers: the later of two who sent that mobile a message", async () => {
    const earlier = await inboxOwner(1_000_000);
    const later = await inboxOwner(1_000_000);
    const [mobile] = localMobiles(1, "932");
    await sendFrom(earlier.token, SHARED_LINE, mobile!);
    await sendFrom(later.token, SHARED_LINE, mobile!);

    const answer = await deliver(mobile!, SHARED_LINE, "از کجا شماره‌ام را دارید؟");
    expect(answer.messages.map((m) => m.user_id)).toEqual([later.account.user_id]);
    expect((await inboxRows(later.token)).map((m) => [m.message, m.number])).toEqual([
      ["از کجا شماره‌ام را دارید؟", SHARED_LINE],
    ]);
    expect(await inboxRows(earlier.token)).toEqual([]);

    // Nobody sent this one anything from the line: it reaches no one.
    expect((await deliver(localMobiles(1, "933")[0]!, SHARED_LINE, "سلام")).messages).toEqual([]);
  });

  it("«11» and «12» on a shared line change only the cancel11 list of the user whose send they answer", async () => {
    const earlier = await inboxOwner(1_000_000);
    const later = await inboxOwner(1_000_000);
    const [mobile] = localMobiles(1, "932");
    await sendFrom(earlier.token, SHARED_LINE, mobile!);
    expect(await deliver(mobile!, SHARED_LINE, "۱۱")).toMatchObject({
      type: "cancel11",
      cancel11: 1,
      messages: [{ user_id: earlier.account.user_id }],
    });

    await sendFrom(later.token, SHARED_LINE, mobile!);
    expect(await deliver(mobile!, SHARED_LINE, "۱۱")).toMatchObject({
      type: "cancel11",
      cancel11: 1,
      messages: [{ user_id: later.account.user_id }],
    });
    expect(await deliver(mobile!, SHARED_LINE, "۱۲")).toMatchObject({
      type: "uncancel11",
      cancel11: 1,
      messages: [{ user_id: later.account.user_id }],
    });
    expect(await cancel11Of(later.token)).toEqual([]);
    // The earlier sender's «11» stands: the «12» did not answer their send.
    expect((await cancel11Of(earlier.token)).map((e) => [e.number, e.line_number])).toEqual([
      [e164(mobile!), SHARED_LINE],
    ]);
    expect((await inboxRows(earlier.token)).map((m) => m.type)).toEqual(["cancel11"]);
  });

  it("on an agreement line several users hold reaches only the later sender", async () => {
    const earlier = await inboxOwner(1_000_000);
    const later = await inboxOwner(1_000_000);
    await takeAgreementLine(earlier.token);
    await takeAgreementLine(later.token);
    const [mobile] = localMobiles(1, "932");
    await sendFrom(earlier.token, AGREEMENT_LINE, mobile!);
    await sendFrom(later.token, AGREEMENT_LINE, mobile!);

    expect((await deliver(mobile!, AGREEMENT_LINE, "ممنون")).messages.map((m) => m.user_id)).toEqual([
      later.account.user_id,
    ]);
    expect(await inboxRows(earlier.token)).toEqual([]);
  });

  it("answers a send of the last 72 hours only: an older one reaches nobody on a shared line, and only the owner on a dedicated one", async () => {
    const owner = await inboxOwner(1_000_000);
    const [mobile] = localMobiles(1, "932");
    const shared = await sendFrom(owner.token, SHARED_LINE, mobile!);
    const dedicated = await sendFrom(owner.token, owner.line, mobile!);

    await age(shared, 71);
    expect((await deliver(mobile!, SHARED_LINE, "پاسخ دیرهنگام")).messages.map((m) => m.user_id)).toEqual([
      owner.account.user_id,
    ]);
    await age(shared, 2);
    expect(await deliver(mobile!, SHARED_LINE, "پاسخ خیلی دیرهنگام")).toMatchObject({ type: "normal", messages: [] });
    expect(await deliver(mobile!, SHARED_LINE, "۱۱")).toMatchObject({ type: "cancel11", cancel11: 0, messages: [] });
    expect(await cancel11Of(owner.token)).toEqual([]);

    await age(dedicated, 73);
    expect((await deliver(mobile!, owner.line, "هنوز هستید؟")).messages.map((m) => m.user_id)).toEqual([
      owner.account.user_id,
    ]);
    expect((await inboxRows(owner.token)).map((m) => m.message)).toEqual(["هنوز هستید؟", "پاسخ دیرهنگام"]);
  });

  it("«11» puts the sender on the line's cancel11 list and «12» takes it off, each stored with its type", async () => {
    const owner = await inboxOwner(1_000_000);
    const [mobile] = localMobiles(1, "932");
    await postSend(owner.token, quickSend([e164(mobile!)]));

    expect(await deliver(mobile!, SHARED_LINE, "لغو ۱۱")).toMatchObject({ type: "cancel11", cancel11: 1 });
    expect(await cancel11Of(owner.token)).toEqual([
      expect.objectContaining({ number: e164(mobile!), line_number: SHARED_LINE }),
    ]);
    expect(await deliver(mobile!, SHARED_LINE, "11")).toMatchObject({ type: "cancel11", cancel11: 0 });

    expect(await deliver(mobile!, SHARED_LINE, " ۱۲ ")).toMatchObject({ type: "uncancel11", cancel11: 1 });
    expect(await cancel11Of(owner.token)).toEqual([]);
    expect((await inboxRows(owner.token)).map((m) => m.type)).toEqual(["uncancel11", "cancel11", "cancel11"]);
  });

  it("«11» and «12» still answer a send whose recipient the operator skipped for that «11», and nobody else's", async () => {
    const owner = await inboxOwner(1_000_000);
    const other = await inboxOwner(1_000_000);
    const [mobile] = localMobiles(1, "932");
    await sendFrom(other.token, SHARED_LINE, mobile!);
    const listed = await call("/__dev/cancel11", {
      body: { username: owner.account.username, line: SHARED_LINE, mobile },
    });
    expect(listed.status).toBe(200);
    const skipped = await sendFrom(owner.token, SHARED_LINE, mobile!);
    await sendWhen(skipped, (send) => send.recipients[0]?.status === DELIVERY_STATUSES.blacklist);

    expect(await deliver(mobile!, SHARED_LINE, "۱۱")).toMatchObject({
      type: "cancel11",
      cancel11: 0,
      messages: [{ user_id: owner.account.user_id }],
    });
    expect(await deliver(mobile!, SHARED_LINE, "۱۲")).toMatchObject({
      type: "uncancel11",
      cancel11: 1,
      messages: [{ user_id: owner.account.user_id }],
    });
    expect(await cancel11Of(owner.token)).toEqual([]);
    expect(await inboxRows(other.token)).toEqual([]);
  });

  it("«11» to a dedicated line puts the number on its owner's list even without a send", async () => {
    const owner = await inboxOwner();
    const [mobile] = localMobiles(1, "932");
    expect(await deliver(mobile!, owner.line, "۱۱")).toMatchObject({ type: "cancel11", cancel11: 1 });
    expect((await cancel11Of(owner.token)).map((e) => [e.number, e.line_number])).toEqual([
      [e164(mobile!), owner.line],
    ]);
  });

  it("is not stored for a user who has the sender on the receive blacklist, though «11» still counts", async () => {
    const owner = await inboxOwner();
    const [mobile] = localMobiles(1, "932");
    await data(api("phonebooks/blacklist", { token: owner.token, body: { type: "receive", numbers: [mobile] } }));
    expect(await deliver(mobile!, owner.line, "تبلیغ")).toMatchObject({ messages: [] });
    expect(await deliver(mobile!, owner.line, "۱۱")).toMatchObject({ type: "cancel11", cancel11: 1, messages: [] });
    expect(await inboxRows(owner.token)).toEqual([]);
  });

  it("refuses a line that does not exist and a sender that is not a mobile", async () => {
    const [mobile] = localMobiles(1, "932");
    const unknown = await call("/__dev/incoming", { body: { from: mobile, to: "+98123", message: "x" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.message).toBe("خط مورد نظر یافت نشد");
    const wrong = await call("/__dev/incoming", { body: { from: "12345", to: SHARED_LINE, message: "x" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.meta.errors).toEqual({ from: ["شماره موبایل معتبر نیست"] });
  });

  it("is refused from another machine before anything is read or stored", async () => {
    const untouchable = new Proxy(function () {}, {
      get: () => {
        throw new Error("the database was reached");
      },
    }) as unknown as Db;
    const live = {
      creditChanged: async () => undefined,
      sendProgress: async () => undefined,
      inboxReceived: async () => undefined,
      creditLow: async () => undefined,
      paymentReviewed: async () => undefined,
      patternReviewed: async () => undefined,
      ticketAnswered: async () => undefined,
      sessionsEnded: () => undefined,
      connections: () => 0,
      drop: () => 0,
    };
    const app = createApp({ db: untouchable, env: parseEnv({ UPSTREAM_DEV_ROUTES: "1" }), live });
    const request = {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from: "09121234567", to: SHARED_LINE, message: "۱۱" }),
    };
    const response = await app.request("/__dev/incoming", request, {
      incoming: { socket: { remoteAddress: "10.0.0.5" } },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).meta.message).toBe("این مسیر فقط از همین سیستم در دسترس است");
  });
});

describe("the inbox.received event", () => {
  function listen(token: string): Promise<{ socket: WebSocket; events: unknown[] }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl().replace(/^http/, "ws")}/socket?token=${encodeURIComponent(token)}`);
      const events: unknown[] = [];
      socket.on("message", (frame) => {
        const message = JSON.parse(frame.toString()) as { event?: string };
        if (message.event) events.push(message);
      });
      socket.once("open", () => resolve({ socket, events }));
      socket.once("error", reject);
    });
  }

  it("reaches the owner's sockets with the new row and the unread count, and nobody else's", async () => {
    const owner = await inboxOwner();
    const stranger = await inboxOwner();
    const mine = await listen(owner.token);
    const theirs = await listen(stranger.token);
    const [mobile] = localMobiles(1, "932");
    await deliver(mobile!, stranger.line, "قبلی");
    await deliver(mobile!, owner.line, "اولی");
    const answer = await deliver(mobile!, owner.line, "دومی");

    const events = await until(() => (mine.events.length >= 2 ? mine.events : undefined));
    const second = socketEventSchema.parse(events[1]);
    expect(second).toEqual({
      event: "inbox.received",
      data: {
        message: {
          messages_inbox_id: answer.messages[0]!.messages_inbox_id,
          from: e164(mobile!),
          number: owner.line,
          message: "دومی",
          type: "normal",
          time: expect.any(Number),
          seen: "0",
        },
        unread: 2,
      },
    });
    // A later SMS of their own arrives after the owner's two, with nothing of the owner's between.
    await deliver(mobile!, stranger.line, "بعدی");
    await until(() => (theirs.events.length >= 2 ? theirs.events : undefined));
    expect(theirs.events.map((e) => (e as { data: { message: { message: string } } }).data.message.message)).toEqual([
      "قبلی",
      "بعدی",
    ]);
    mine.socket.close();
    theirs.socket.close();
  });
});
