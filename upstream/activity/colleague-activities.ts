import { and, eq } from "drizzle-orm";
import * as z from "zod/mini";
import { colleagueIdRequestSchema, roleIdRequestSchema } from "@/lib/contract/colleagues";
import { partnerRoles, partners } from "../db/schema";
import { activity, line, type RouteActivities } from "./activity-entry";
import { PANEL_LINKS } from "./links";
import type { ActivitySource } from "./source";
import { idText, quoted } from "./wording";

const roleAnswer = z.object({ id: z.number(), title: z.string() });
const colleagueAnswer = z.object({ id: z.number(), first_name: z.string(), last_name: z.string() });

const fullName = (first: string, last: string) => `${first} ${last}`.replace(/\s+/g, " ").trim();

/** «همکار سارا رضایی», a colleague as their answer names them. */
async function answeredColleague(source: ActivitySource) {
  const colleague = await source.data(colleagueAnswer);
  return colleague && { id: colleague.id, name: `همکار ${fullName(colleague.first_name, colleague.last_name)}` };
}

/** The colleague a body names, read from the account's colleagues (a deleted one is kept for the log). */
async function namedColleague(source: ActivitySource) {
  const body = await source.body(colleagueIdRequestSchema);
  if (!body) return null;
  const [row] = await source.db
    .select({ firstName: partners.firstName, lastName: partners.lastName })
    .from(partners)
    .where(and(eq(partners.userId, body.partner_id), eq(partners.ownerId, source.accountId)));
  return { id: body.partner_id, name: row ? `همکار ${fullName(row.firstName, row.lastName)}` : "همکار" };
}

const roleLine = (sentence: (title: string) => string) =>
  activity("roles", async (source) => {
    const role = await source.data(roleAnswer);
    return role && line(sentence(quoted(role.title)), PANEL_LINKS.role(role.id));
  });

const colleagueLine = (sentence: (name: string) => string) =>
  activity("colleagues", async (source) => {
    const colleague = await answeredColleague(source);
    return colleague && line(sentence(colleague.name), PANEL_LINKS.colleague(colleague.id));
  });

/** The owner's colleagues and their access roles. */
export const COLLEAGUE_ACTIVITIES: RouteActivities = {
  "POST /v1/api/acl/partner/create_role": roleLine((title) => `ساخت سطح دسترسی ${title}`),
  "POST /v1/api/acl/partner/update_role": roleLine((title) => `ویرایش سطح دسترسی ${title}`),
  "POST /v1/api/plugins/partner/duplicate_role": activity("roles", async (source) => {
    const [body, copy] = await Promise.all([source.body(roleIdRequestSchema), source.data(roleAnswer)]);
    if (!body || !copy) return null;
    const [original] = await source.db
      .select({ title: partnerRoles.title })
      .from(partnerRoles)
      .where(and(eq(partnerRoles.id, body.role_id), eq(partnerRoles.ownerId, source.accountId)));
    const from = original ? ` از روی ${quoted(original.title)}` : "";
    return line(`ساخت رونوشت سطح دسترسی ${quoted(copy.title)}${from}`, PANEL_LINKS.role(copy.id));
  }),
  "POST /v1/api/acl/partner/delete_role": activity("roles", async (source) => {
    // Its title goes with it: the id is what is left to tell.
    const body = await source.body(roleIdRequestSchema);
    return body && line(`حذف سطح دسترسی با شناسهٔ ${idText(body.role_id)}`, PANEL_LINKS.colleagues);
  }),

  "POST /v1/api/user/partner/create": colleagueLine((name) => `دعوت ${name}`),
  "POST /v1/api/user/partner/update": colleagueLine((name) => `ویرایش ${name}`),
  "POST /v1/api/user/partner/active": colleagueLine((name) => `فعال کردن ${name}`),
  "POST /v1/api/user/partner/deactive": colleagueLine((name) => `غیرفعال کردن ${name}`),
  "POST /v1/api/user/partner/resend_invitation": colleagueLine((name) => `ارسال دوبارهٔ دعوت‌نامه برای ${name}`),
  "POST /v1/api/user/partner/delete": activity("colleagues", async (source) => {
    const colleague = await namedColleague(source);
    return colleague && line(`حذف ${colleague.name}`, PANEL_LINKS.colleagues);
  }),
};
