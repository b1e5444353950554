import {
  contactInfoResponseSchema,
  faqCategoriesResponseSchema,
  faqListResponseSchema,
} from "@/lib/contract/support-faq";
import { ticketCategoriesResponseSchema, ticketSubCategoriesResponseSchema } from "@/lib/contract/support";
import * as z from "zod/mini";
import { api } from "./support/client";
import { newOwner, type Owner } from "./support/colleagues";

/**
 * What the support pages read before anything is asked: the request categories of each kind with
 * their sub-categories, the FAQ by category, and the provider's contact information, as seeded.
 */

describe("support's reference data", () => {
  let owner: Owner;
  const get = (path: string) => api(path, { token: owner.token });
  beforeAll(async () => {
    owner = await newOwner();
  });

  it("lists each kind's categories with their sub-categories, and a category's sub-categories", async () => {
    const tickets = await get("ticket/category?type=ticket");
    expect(z.safeParse(ticketCategoriesResponseSchema, tickets.body).success).toBe(true);
    expect(tickets.body.data.map((c: { name: string }) => c.name)).toEqual([
      "فنی و ارسال پیامک",
      "مالی و پرداخت",
      "خطوط اختصاصی",
      "وب‌سرویس و افزونه‌ها",
      "حساب کاربری و مدارک",
    ]);
    expect(tickets.body.data.every((c: { type: string }) => c.type === "ticket")).toBe(true);
    const suggestions = (await get("ticket/category?type=suggestion")).body.data;
    expect(suggestions.map((c: { name: string }) => c.name)).toEqual(["پیشنهاد", "انتقاد", "شکایت", "قدردانی"]);
    expect((await get("ticket/category")).body.data).toHaveLength(9);
    expect((await get("ticket/category?type=spam")).status).toBe(422);

    const technical = tickets.body.data[0];
    const subs = await get(`ticket/sub_category?category_id=${technical.id}`);
    expect(z.safeParse(ticketSubCategoriesResponseSchema, subs.body).success).toBe(true);
    expect(subs.body.data).toEqual(technical.sub_categories);
    expect(subs.body.data.map((s: { title: string }) => s.title)).toContain("گزارش تحویل");
    expect((await get("ticket/sub_category?category_id=2000000000")).body.data).toEqual([]);
    expect((await get("ticket/sub_category")).status).toBe(422);
  });

  it("lists the FAQ in five categories of five questions, in the provider's order", async () => {
    const categories = await get("faq/category");
    expect(z.safeParse(faqCategoriesResponseSchema, categories.body).success).toBe(true);
    expect(categories.body.data.map((c: { title: string; count: number }) => [c.title, c.count])).toEqual([
      ["ارسال پیامک", 5],
      ["گزارش‌ها و وضعیت تحویل", 5],
      ["الگو (پترن)، وب‌سرویس و افزونه‌ها", 5],
      ["خطوط ارسال", 5],
      ["مالی و حساب کاربری", 5],
    ]);
    const all = await get("faq/list");
    expect(z.safeParse(faqListResponseSchema, all.body).success).toBe(true);
    expect(all.body.data).toHaveLength(25);
    const lines = categories.body.data[3];
    const inLines = (await get(`faq/list?category_id=${lines.id}`)).body.data;
    expect(inLines).toHaveLength(5);
    expect(inLines[0]).toMatchObject({ category_id: lines.id, category: "خطوط ارسال" });
    expect(inLines[0].question).toBe("تفاوت خط اشتراکی و خط اختصاصی چیست؟");
    expect((await get("faq/list?category_id=2000000000")).body.data).toEqual([]);
  });

  it("answers the provider's contact information", async () => {
    const answer = await get("panel/contact_info");
    expect(z.safeParse(contactInfoResponseSchema, answer.body).success).toBe(true);
    const info = answer.body.data;
    expect(info.phones.length).toBeGreaterThanOrEqual(3);
    expect(info.phones[0]).toEqual({ title: "پشتیبانی فنی", number: expect.stringMatching(/^0\d{2,3}-\d{7,8}$/) });
    expect(info.hours[0]).toBe("شنبه تا چهارشنبه، ۸ تا ۱۷");
    expect(info.address).toContain("تهران");
    expect(info.postal_code).toMatch(/^\d{10}$/);
    expect(info.email).toMatch(/^support@/);
    expect(info.socials.map((s: { kind: string }) => s.kind)).toEqual(
      expect.arrayContaining(["telegram", "instagram"]),
    );
  });
});
