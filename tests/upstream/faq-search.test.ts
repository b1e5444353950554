import { SUPPORT_MESSAGES, SUPPORT_RULES, ticketAiResponseSchema } from "@/lib/contract/support";
import * as z from "zod/mini";
import { api } from "./support/client";
import { supportOwner, type SupportOwner } from "./support/tickets";

/**
 * `ticket/ai` and `faq/list?q`: the FAQ searched as a Persian reader would, by PostgreSQL full text
 * over the normalised question and answer, honest about finding nothing.
 */

const questionsFor = async (owner: SupportOwner, subject: string, description = "") => {
  const answer = await api("ticket/ai", { token: owner.token, body: { subject, description } });
  expect(answer.status).toBe(200);
  expect(z.safeParse(ticketAiResponseSchema, answer.body).success).toBe(true);
  return answer.body.data.suggestions.map((s: { question: string }) => s.question) as string[];
};

describe("FAQ answers before a request is sent", () => {
  let owner: SupportOwner;
  beforeAll(async () => {
    owner = await supportOwner();
  });

  it("finds the delivery report answer however the question is spelled: ي/ك, half-spaces or none, Persian, Arabic or Latin digits", async () => {
    const spellings = [
      ["گزارش تحویل پیامک‌ها ۲ روز است روی «رسیده به مخابرات» مانده", ""],
      ["گزارش تحويل پيامك‌ها", "٢ روز است روي رسيده به مخابرات مانده"],
      ["گزارش تحویل پیامکها", "2 روز است روی رسیده به مخابرات مانده"],
      ["گزارش  تحویل", "پیامک ها روی «رسیدهٔ به مُخابرات» ماندـــه"],
    ];
    for (const [subject, description] of spellings) {
      const found = await questionsFor(owner, subject!, description);
      expect([subject, found[0]]).toEqual([subject, "چرا گزارش تحویل پیامک روی «رسیده به مخابرات» مانده است؟"]);
      expect(found.length).toBeLessThanOrEqual(SUPPORT_RULES.maxSuggestions);
    }
  });

  it("finds answers about cancelling by 11, API keys, blacklists, payments and dedicated lines", async () => {
    expect((await questionsFor(owner, "لغو11 چیست"))[0]).toBe(
      "لغو ۱۱ چیست و چرا به انتهای پیامک تبلیغاتی اضافه می‌شود؟",
    );
    expect((await questionsFor(owner, "وب سرویس خطای ۴۰۱ می‌دهد"))[0]).toBe(
      "خطای ۴۰۱ یا «اطلاعات وارد شده صحیح نمی باشد» در وب‌سرویس یعنی چه؟",
    );
    expect(await questionsFor(owner, "مشتریان پیامک تبلیغاتی را دریافت نمی‌کنند", "شاید در لیست سیاه هستند")).toContain(
      "چرا بعضی گیرندگان پیامک تبلیغاتی مرا دریافت نمی‌کنند؟",
    );
    expect((await questionsFor(owner, "پرداخت ناموفق", "مبلغ از حساب کم شد ولی کیف پول شارژ نشد"))[0]).toBe(
      "پرداخت آنلاین ناموفق بود ولی مبلغ از حسابم کم شد؛ چه کنم؟",
    );
    expect(await questionsFor(owner, "مدارک لازم برای خرید خط اختصاصی")).toContain(
      "برای خرید خط اختصاصی چه مدارکی لازم است؟",
    );
  });

  it("finds nothing for a question the FAQ does not answer, for words every entry shares, or for nothing typed", async () => {
    for (const [subject, description] of [
      ["دستور پخت قورمه‌سبزی", "قورمه سبزی با لوبیا قرمز و گوشت گوسفندی چطور پخته می‌شود؟"],
      ["بلیت هواپیما", "برای سفر نوروز به مشهد بلیت هواپیما می‌خواهم"],
      ["سلام", "لطفاً راهنمایی کنید، ممنون"],
      ["پیامک", ""],
      ["", ""],
      ["!!! & | :* ()", "'; drop table faq_items; --"],
    ]) {
      const answer = await api("ticket/ai", { token: owner.token, body: { subject, description } });
      expect([subject, answer.status, answer.body.data]).toEqual([subject, 200, { suggestions: [] }]);
      expect(answer.body.meta.message).toBe(SUPPORT_MESSAGES.noSuggestions);
    }
  });

  it("searches the FAQ page the same way, within a category when one is chosen", async () => {
    const categories = (await api("faq/category", { token: owner.token })).body.data as { id: number; title: string }[];
    const reports = categories.find((c) => c.title === "گزارش‌ها و وضعیت تحویل")!;
    const lines = categories.find((c) => c.title === "خطوط ارسال")!;
    const search = async (q: string, categoryId?: number) => {
      const query = new URLSearchParams({ q, ...(categoryId ? { category_id: String(categoryId) } : {}) });
      const answer = await api(`faq/list?${query}`, { token: owner.token });
      expect(answer.status).toBe(200);
      return answer.body.data as { question: string; category_id: number }[];
    };
    const delivery = await search("وضعيت تحويل");
    expect(delivery.length).toBeGreaterThan(0);
    expect(delivery[0]!.question).toBe("وضعیت‌های گزارش تحویل پیامک هر کدام چه معنایی دارند؟");
    expect((await search("وضعیت تحویل", reports.id)).every((item) => item.category_id === reports.id)).toBe(true);
    expect(await search("وضعیت تحویل", lines.id)).toEqual([]);
    // A word common to most entries lists them all on the FAQ page (the search box), best first.
    expect((await search("پیامک")).length).toBeGreaterThan(SUPPORT_RULES.maxSuggestions);
    expect(await search("قورمه سبزی")).toEqual([]);
  });
});
