import { SUPPORT_MESSAGES } from "@/lib/contract/support";
import { api, outboxOf } from "./support/client";
import { listen } from "./support/patterns";
import { newestActivity } from "./support/activity";
import { until } from "./support/until";
import {
  act,
  listTickets,
  newTicketId,
  pdfFile,
  reply,
  supportOwner,
  ticketOf,
  type SupportOwner,
} from "./support/tickets";

/**
 * A request's life (spec §4): support's desk answers, asks, refers and closes it through the
 * development route, heard live and by SMS; the owner replies with files, rates, closes, and is
 * asked once for a short feedback.
 */

const post = (owner: SupportOwner, path: string, body: unknown) => api(path, { token: owner.token, body });
const unseen = async (owner: SupportOwner) => (await listTickets(owner.token, { user_seen: 0 })).body.meta.total;

describe("a request's conversation", () => {
  it("hears support's answer live with the unseen count, reads it with the agent's name, and the count drops once seen", async () => {
    const owner = await supportOwner();
    const first = await newTicketId(owner, { subject: "پیامک‌ها نمی‌رسد" });
    const second = await newTicketId(owner, { subject: "فاکتور رسمی" });
    const { socket, events } = await listen(owner.token);
    try {
      const answered = await act(first, "answer", "سلام، بررسی شد و برطرف شد.", "نگار صالحی");
      expect(answered.status).toBe(200);
      const interactionId = answered.body.data.interaction_id;
      expect(answered.body.data).toEqual({ ticket_id: first, state_id: 3, interaction_id: expect.any(Number) });
      expect(interactionId).toBeGreaterThanOrEqual(400001);
      await act(second, "refer_unit");
      await until(() => (events.filter((e) => e.event === "ticket.answered").length === 2 ? true : undefined));
      expect(events.filter((e) => e.event === "ticket.answered").map((e) => e.data)).toEqual([
        { ticket_id: first, type: "ticket", subject: "پیامک‌ها نمی‌رسد", state_id: 3, unseen: 1 },
        { ticket_id: second, type: "ticket", subject: "فاکتور رسمی", state_id: 6, unseen: 2 },
      ]);
    } finally {
      socket.close();
    }

    const ticket = await ticketOf(owner.token, first);
    expect(ticket).toMatchObject({ state_id: 3, state: "replied", user_seen: 0 });
    expect(ticket.interactions).toEqual([
      expect.objectContaining({
        from: "support",
        author_name: "نگار صالحی",
        description: "سلام، بررسی شد و برطرف شد.",
        agent_username: "support",
        attachments: [],
        rate: null,
      }),
    ]);
    // Referred without a word: no message, the state alone changes.
    expect((await ticketOf(owner.token, second)).interactions).toEqual([]);
    // Newest activity first.
    expect((await listTickets(owner.token)).body.data.map((t: { id: number }) => t.id)).toEqual([second, first]);

    expect(await unseen(owner)).toBe(2);
    expect((await post(owner, "ticket/seen", { ticket_id: first })).status).toBe(200);
    expect(await unseen(owner)).toBe(1);
    expect((await ticketOf(owner.token, first)).user_seen).toBe(1);
  });

  it("sends an SMS to the owner's mobile when the request asked for it, and none when it did not", async () => {
    const owner = await supportOwner();
    const withSms = await newTicketId(owner, { subject: "قطعی خط", sms_notification: "1" });
    const without = await newTicketId(owner, { subject: "سؤال مالی", sms_notification: "0" });
    await act(without, "answer", "پاسخ بدون پیامک");
    expect(await outboxOf(owner.account.mobile)).toEqual([]);
    await act(withSms, "ask", "لطفاً شمارهٔ خط را بفرستید.");
    const [sms, ...rest] = await outboxOf(owner.account.mobile);
    expect(rest).toEqual([]);
    expect(sms!.message).toContain(`شمارهٔ ${withSms.toString().replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!)}`);
    expect(sms!.message).toContain("«قطعی خط»");
    expect(sms!.message).toContain("در انتظار پاسخ شما");
  });

  it("takes the owner's reply with a file, waiting for support again, and names its author", async () => {
    const owner = await supportOwner();
    const id = await newTicketId(owner);
    await act(id, "ask", "شمارهٔ ارسال را بفرستید.");
    const answer = await reply(owner.token, id, "شمارهٔ ارسال ۱۲۳۴۵ است؛ تصویر پیوست شد.", [pdfFile("تصویر.pdf")]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      interaction_id: expect.any(Number),
      ticket: { id, user_id: owner.account.user_id, parent_id: null },
    });
    const ticket = await ticketOf(owner.token, id);
    expect(ticket.state_id).toBe(2);
    expect(ticket.interactions.map((i: { from: string }) => i.from)).toEqual(["support", "user"]);
    const mine = ticket.interactions[1];
    expect(mine).toMatchObject({
      id: answer.body.data.interaction_id,
      from: "user",
      author_name: "کاربر آزمایشی",
      username: owner.account.username,
      agent_id: null,
      attachment: `ticket/attachment/${mine.attachments[0].id}`,
    });
    expect(mine.attachments[0]).toMatchObject({ name: "تصویر.pdf", content_type: "application/pdf" });
    expect((await newestActivity(owner.token, "tickets"))?.text).toContain("پاسخ به درخواست پشتیبانی");
  });

  it("rates support's answers only, a new rating replacing the last", async () => {
    const owner = await supportOwner();
    const id = await newTicketId(owner);
    const supportsId = (await act(id, "answer", "پاسخ پشتیبانی")).body.data.interaction_id;
    const mineId = (await reply(owner.token, id, "ممنون از پاسخ")).body.data.interaction_id;

    expect((await post(owner, "ticket/interaction/rate", { interaction_id: supportsId, rate: 2 })).status).toBe(200);
    expect((await post(owner, "ticket/interaction/rate", { interaction_id: supportsId, rate: 5 })).status).toBe(200);
    const own = await post(owner, "ticket/interaction/rate", { interaction_id: mineId, rate: 5 });
    expect(own.status).toBe(422);
    expect(own.body.meta.errors).toEqual({ interaction_id: [SUPPORT_MESSAGES.rateOnlySupport] });
    const outOfRange = await post(owner, "ticket/interaction/rate", { interaction_id: supportsId, rate: 6 });
    expect(outOfRange.body.meta.errors).toEqual({ rate: [SUPPORT_MESSAGES.rateInvalid] });
    const ticket = await ticketOf(owner.token, id);
    expect(ticket.interactions.map((i: { rate: number | null }) => i.rate)).toEqual([5, null]);
    expect((await listTickets(owner.token)).body.data[0].min_rate).toBe(5);
  });

  it("closes: no reply afterwards, a rating of the whole, and the feedback asked once", async () => {
    const owner = await supportOwner();
    const id = await newTicketId(owner, { subject: "درخواست برای بستن" });
    await act(id, "answer", "برطرف شد.");
    const early = await post(owner, "ticket/rate", { ticket_id: id, rate: 4 });
    expect(early.status).toBe(409);
    expect(early.body.meta.message).toBe(SUPPORT_MESSAGES.notClosed);
    expect((await api("ticket/feedback", { token: owner.token })).body.data).toBeNull();

    expect((await post(owner, "ticket/close", { ticket_id: id })).status).toBe(200);
    const twice = await post(owner, "ticket/close", { ticket_id: id });
    expect(twice.status).toBe(409);
    expect(twice.body.meta.message).toBe(SUPPORT_MESSAGES.alreadyClosed);
    expect(await ticketOf(owner.token, id)).toMatchObject({ state_id: 4, state: "closed", feedback: "pending" });

    const refused = await reply(owner.token, id, "یک سؤال دیگر");
    expect(refused.status).toBe(409);
    expect(refused.body.meta.message).toBe(SUPPORT_MESSAGES.closed);
    expect((await act(id, "answer", "پاسخ دیرهنگام")).status).toBe(409);
    expect((await ticketOf(owner.token, id)).interactions).toHaveLength(1);

    expect((await post(owner, "ticket/rate", { ticket_id: id, rate: 3, rate_comment: "کمی دیر" })).status).toBe(200);
    expect((await post(owner, "ticket/rate", { ticket_id: id, rate: 5, rate_comment: "" })).status).toBe(200);
    expect(await ticketOf(owner.token, id)).toMatchObject({ rate: 5, rate_comment: null });

    expect((await api("ticket/feedback", { token: owner.token })).body.data).toEqual({
      ticket_id: id,
      type: "ticket",
      subject: "درخواست برای بستن",
    });
    const answered = await post(owner, "ticket/feedback", { ticket_id: id, solved: true, comment: "عالی" });
    expect(answered.status).toBe(200);
    expect(answered.body.meta.message).toBe(SUPPORT_MESSAGES.feedbackThanks);
    expect((await api("ticket/feedback", { token: owner.token })).body.data).toBeNull();
    expect((await ticketOf(owner.token, id)).feedback).toBe("answered");
    const again = await post(owner, "ticket/feedback", { ticket_id: id, dismissed: true });
    expect(again.status).toBe(409);
    expect(again.body.meta.message).toBe(SUPPORT_MESSAGES.feedbackNotAsked);
    expect((await newestActivity(owner.token, "tickets"))?.text).toContain("مشکل حل شده بود");
  });

  it("asks first about the longest-waiting closed request; a declined feedback is not asked again either", async () => {
    const owner = await supportOwner();
    const older = await newTicketId(owner, { subject: "اول بسته شد" });
    const newer = await newTicketId(owner, { subject: "دوم بسته شد" });
    await act(older, "close", "مشکل برطرف شد.");
    await post(owner, "ticket/close", { ticket_id: newer });
    expect(await ticketOf(owner.token, older)).toMatchObject({ close_desc: "مشکل برطرف شد.", interactions: [] });
    expect((await api("ticket/feedback", { token: owner.token })).body.data.ticket_id).toBe(older);
    expect((await post(owner, "ticket/feedback", { ticket_id: older, dismissed: true })).status).toBe(200);
    expect((await api("ticket/feedback", { token: owner.token })).body.data.ticket_id).toBe(newer);
    expect((await ticketOf(owner.token, older)).feedback).toBe("dismissed");
  });

  it("refuses support's answer or question without text, and an unknown action or request", async () => {
    const owner = await supportOwner();
    const id = await newTicketId(owner);
    for (const action of ["answer", "ask"] as const) {
      const refused = await act(id, action, "   ");
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.meta.errors)).toEqual(["text"]);
    }
    expect((await act(id, "refer_review")).body.data).toEqual({ ticket_id: id, state_id: 5, interaction_id: null });
    expect((await act(99_999_999, "answer", "متن")).status).toBe(404);
    expect((await act(id, "delete" as "answer", "متن")).status).toBe(422);
  });
});
