import { SUPPORT_MESSAGES, ticketListResponseSchema } from "@/lib/contract/support";
import * as z from "zod/mini";
import { tehranParts } from "@/upstream/services/time";
import { act, listTickets, newTicketId, reply, supportOwner, type SupportOwner } from "./support/tickets";

/**
 * `GET ticket` (Edge's list): the account's requests newest activity first, in pages, with the
 * filters of the requests page: kind, state, category, sub-category, number, Jalali Tehran days,
 * words anywhere in the conversation (written any way Persian is written), and unseen answers.
 */

const DAY_MS = 24 * 3600 * 1000;

/** A Tehran day as the Jalali `YYYY-MM-DD` the filter takes. */
function jalaliDay(date: Date): string {
  const { year, month, day } = tehranParts(date, "jalali");
  return `${year}-${month}-${day}`;
}

const ids = async (owner: SupportOwner, query: Record<string, string | number>) => {
  const answer = await listTickets(owner.token, { per_page: 100, ...query });
  if (answer.status !== 200) throw new Error(`list: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.map((row: { id: number }) => row.id);
};

describe("the requests list", () => {
  let owner: SupportOwner;
  let delivery: number;
  let invoice: number;
  let suggestion: number;
  let dedicated: number;

  beforeAll(async () => {
    owner = await supportOwner();
    delivery = await newTicketId(owner, {
      subject: "گزارش تحویل ناقص است",
      description: "پیامک‌های ارسال ۱۴۰۳ به مشتریان کرمانشاه نرسیده‌اند",
    });
    invoice = await newTicketId(owner, {
      subject: "فاکتور رسمی",
      description: "فاکتور رسمی دو شارژ آنلاین را می‌خواهیم",
      sub_category_id: "",
    });
    suggestion = await newTicketId(owner, {
      type: "suggestion",
      category_id: owner.categories.suggestion.id,
      sub_category_id: "",
      subject: "امکان تبریک تولد خودکار",
      description: "پیشنهاد ارسال خودکار پیامک تولد به مخاطبان",
    });
    dedicated = await newTicketId(owner, {
      subject: "خرید خط اختصاصی",
      description: "هزینهٔ خط اختصاصی ۳۰۰۰ چقدر است؟",
    });
    await act(invoice, "answer", "فاکتور در بخش تراکنش‌ها قابل دریافت است");
    await act(dedicated, "close", "خط خریداری شد");
    await reply(owner.token, delivery, "تصویر گزارش ۲۴ ساعت بعد هم همین است");
  });

  it("lists every request in Edge's shape, newest activity first, with paged meta", async () => {
    const answer = await listTickets(owner.token, { per_page: 2 });
    expect(z.safeParse(ticketListResponseSchema, answer.body).success).toBe(true);
    expect(answer.body.meta).toMatchObject({ current_page: 1, per_page: 2, total: 4, last_page: 2, from: 1, to: 2 });
    expect(answer.body.data.map((row: { id: number }) => row.id)).toEqual([delivery, dedicated]);
    const second = await listTickets(owner.token, { per_page: 2, page: 2 });
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 3, to: 4 });
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual([invoice, suggestion]);
    const row = answer.body.data[0];
    expect(row).toMatchObject({
      ticket_id: delivery,
      user: { user_id: owner.account.user_id, uname: owner.account.username },
      category: { id: owner.categories.ticket.id },
      sub_category: { id: owner.categories.ticket.subId },
      state: { id: 2, name: "waiting_for_support" },
      interaction_count: 1,
      rate: 0,
    });
  });

  it("filters by kind, state, category, sub-category and number", async () => {
    expect(await ids(owner, { type: "suggestion" })).toEqual([suggestion]);
    expect(await ids(owner, { type: "ticket" })).toEqual([delivery, dedicated, invoice]);
    expect(await ids(owner, { state_id: 4 })).toEqual([dedicated]);
    expect(await ids(owner, { state_id: 3 })).toEqual([invoice]);
    expect(await ids(owner, { category_id: owner.categories.suggestion.id })).toEqual([suggestion]);
    expect(await ids(owner, { sub_category_id: owner.categories.ticket.subId })).toEqual([delivery, dedicated]);
    expect(await ids(owner, { ticket_id: invoice })).toEqual([invoice]);
    expect(await ids(owner, { ticket_id: 9_999_999_999 })).toEqual([]);
    // Blank filters are no filters, as a cleared form sends them.
    expect(await ids(owner, { state_id: "", q: " ", from_date: "", type: "" })).toHaveLength(4);
  });

  it("keeps the requests with an answer not seen yet, the navigation's count", async () => {
    expect(await ids(owner, { user_seen: 0 })).toEqual([dedicated, invoice]);
    expect(await ids(owner, { user_seen: 1 })).toEqual([delivery, suggestion]);
  });

  it("finds words in the subject, the text and every message, however the Persian is written", async () => {
    expect(await ids(owner, { q: "فاکتور" })).toEqual([invoice]);
    // Arabic ي and ك, a half-space as a space, Persian and Arabic digits, in the first text.
    expect(await ids(owner, { q: "پيامك ها ارسال ١٤٠٣" })).toEqual([delivery]);
    // In support's answer, and in the owner's reply, with the digits Latin.
    expect(await ids(owner, { q: "تراكنش" })).toEqual([invoice]);
    expect(await ids(owner, { q: "گزارش 24 ساعت" })).toEqual([delivery]);
    expect(await ids(owner, { q: "خط اختصاصی 3000" })).toEqual([dedicated]);
    expect(await ids(owner, { q: "قورمه سبزی" })).toEqual([]);
  });

  it("takes a range of Jalali Tehran days, both ends included, and refuses a day that does not exist or a backwards range", async () => {
    const now = new Date();
    const today = jalaliDay(now);
    const yesterday = jalaliDay(new Date(now.getTime() - DAY_MS));
    const tomorrow = jalaliDay(new Date(now.getTime() + DAY_MS));
    expect(await ids(owner, { from_date: today, to_date: today })).toHaveLength(4);
    expect(await ids(owner, { from_date: yesterday })).toHaveLength(4);
    expect(await ids(owner, { to_date: yesterday })).toEqual([]);
    expect(await ids(owner, { from_date: tomorrow })).toEqual([]);

    const notADay = await listTickets(owner.token, { from_date: "1404-12-30" });
    expect(notADay.status).toBe(422);
    expect(notADay.body.meta.errors).toEqual({ from_date: [SUPPORT_MESSAGES.dateInvalid] });
    const malformed = await listTickets(owner.token, { to_date: "2025-01-01" });
    expect(malformed.body.meta.errors).toEqual({ to_date: [SUPPORT_MESSAGES.dateInvalid] });
    const backwards = await listTickets(owner.token, { from_date: today, to_date: yesterday });
    expect(backwards.body.meta.errors).toEqual({ to_date: [SUPPORT_MESSAGES.rangeInverted] });
  });
});
