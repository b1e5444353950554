import { Hono } from "hono";
import { faqListQuerySchema } from "@/lib/contract/support-faq";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readQuery } from "../http/validate";
import { contactInfo } from "../support/contact-info";
import { faqCategoryList, faqItemList } from "../support/faq-list";

/** `faq/category` and `faq/list?category_id&q` (support-faq.ts): the provider's questions, every member's to read. */
export function faqRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/category", async (c) => ok(c, await faqCategoryList(db)))
    .get("/list", async (c) => ok(c, await faqItemList(db, readQuery(c, faqListQuerySchema))));
}

/** `panel/contact_info`: the provider's phones, hours, address, email and social links. */
export function contactInfoRoutes(deps: Deps) {
  const { db } = deps;
  // The session check sits on the route, not on the group: /panel is shared with other groups.
  return new Hono<AppEnv>().get("/contact_info", requireSession(deps), async (c) => {
    const info = await contactInfo(db);
    if (!info) throw notFound();
    return ok(c, info);
  });
}
