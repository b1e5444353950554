import { and, eq } from "drizzle-orm";
import * as z from "zod/mini";
import { businessSetupRequestSchema } from "@/lib/contract/business";
import { documentIdRequestSchema } from "@/lib/contract/documents";
import {
  createDraftGroupRequestSchema,
  createDraftRequestSchema,
  deleteDraftGroupRequestSchema,
  deleteDraftsRequestSchema,
  updateDraftGroupRequestSchema,
  updateDraftRequestSchema,
} from "@/lib/contract/drafts";
import { lineIdRequestSchema } from "@/lib/contract/numbers";
import { updateProfileRequestSchema, type ProfileSection } from "@/lib/contract/profile";
import { enableTwoStepRequestSchema } from "@/lib/contract/security";
import { userSettingSchema } from "@/lib/contract/user-setting";
import { documentKinds, draftGroups, drafts, senderLines } from "../db/schema";
import { activity, line, type RouteActivities } from "./activity-entry";
import { PANEL_LINKS } from "./links";
import type { ActivitySource } from "./source";
import { countText, lineText, quoted, rialText } from "./wording";

const PROFILE_SECTIONS: Record<ProfileSection, string> = {
  personal: "اطلاعات هویتی",
  legal: "اطلاعات حقوقی",
  contact: "اطلاعات تماس",
  address: "نشانی",
};

const TWO_STEP_WAYS = { sms: "پیامک", ga: "برنامهٔ احراز هویت" } as const;

const endedSessions = z.object({ ended: z.number() });

async function documentTitle(source: ActivitySource, id: number | null): Promise<string> {
  if (id === null || !Number.isSafeInteger(id)) return "مدرک";
  const [row] = await source.db
    .select({ title: documentKinds.title })
    .from(documentKinds)
    .where(eq(documentKinds.id, id));
  return row ? `مدرک ${quoted(row.title)}` : "مدرک";
}

async function lineName(source: ActivitySource, id: number): Promise<string> {
  const [row] = await source.db.select({ number: senderLines.number }).from(senderLines).where(eq(senderLines.id, id));
  return row ? `خط ${lineText(row.number)}` : "خط";
}

const removedDocument = async (source: ActivitySource, id: number | undefined) =>
  line(`حذف ${await documentTitle(source, id ?? null)}`, PANEL_LINKS.profile);

/** The account's profile, documents and phone number; a member's own security; settings, lines and predefined messages. */
export const ACCOUNT_ACTIVITIES: RouteActivities = {
  // Reads who is signed in.
  "POST /v1/api/acl/auth/check_token": null,
  // Ends the caller's own session; the log keeps the sign-ins.
  "POST /v1/api/acl/auth/logout": null,

  "POST /v1/api/user/update_profile": activity("profile", async (source) => {
    const body = await source.body(updateProfileRequestSchema);
    return body && line(`ویرایش ${PROFILE_SECTIONS[body.section]} پروفایل`, PANEL_LINKS.profile);
  }),
  "POST /v1/api/user/logo": activity("profile", () => line("بارگذاری لوگوی حساب", PANEL_LINKS.profile)),
  "DELETE /v1/api/user/logo": activity("profile", () => line("حذف لوگوی حساب", PANEL_LINKS.profile)),
  "POST /v1/api/user/business/setup": activity("profile", async (source) => {
    const body = await source.body(businessSetupRequestSchema);
    return body && line(`ثبت نام کسب‌وکار ${quoted(body.business_name)}`, PANEL_LINKS.profile);
  }),
  "POST /v1/api/user/documents/upload": activity("profile", async (source) => {
    const id = Number(await source.formField("document_id"));
    return line(`بارگذاری ${await documentTitle(source, id || null)} برای بررسی`, PANEL_LINKS.profile);
  }),
  "POST /v1/api/user/documents/remove": activity("profile", async (source) =>
    removedDocument(source, (await source.body(documentIdRequestSchema))?.document_id),
  ),
  // Edge's GET variant of the same removal.
  "GET /v1/api/user/documents/remove": activity("profile", (source) =>
    removedDocument(source, source.query(documentIdRequestSchema)?.document_id),
  ),
  // The phone change's first steps send codes; the request is what the last step makes.
  "POST /v1/api/user/change_mobile/request_change_otp": null,
  "POST /v1/api/user/change_mobile/check_otp": null,
  "POST /v1/api/user/change_mobile/confirm_new_mobile": null,
  "POST /v1/api/user/change_mobile/confirm_change_otp": activity("profile", () =>
    line("درخواست تغییر شمارهٔ موبایل حساب (در انتظار بررسی)", PANEL_LINKS.profile),
  ),

  "POST /v1/api/user/change_password": activity("security", () => line("تغییر رمز عبور", PANEL_LINKS.security)),
  // Sends a code to confirm a change with; changes nothing.
  "POST /v1/api/user/2fa/send_code": null,
  // Makes a pending secret that counts only once confirmed by `2fa/enable`.
  "POST /v1/api/user/2fa/show_qr": null,
  "POST /v1/api/user/2fa/enable": activity("security", async (source) => {
    const body = await source.body(enableTwoStepRequestSchema);
    return body && line(`روشن کردن ورود دومرحله‌ای با ${TWO_STEP_WAYS[body.method]}`, PANEL_LINKS.security);
  }),
  "POST /v1/api/user/2fa/disable": activity("security", () => line("خاموش کردن ورود دومرحله‌ای", PANEL_LINKS.security)),
  "POST /v1/api/user/sessions/end_others": activity("security", async (source) => {
    const answer = await source.data(endedSessions);
    if (!answer?.ended) return null;
    return line(`پایان دادن به ${countText(answer.ended)} نشست دیگر`, PANEL_LINKS.security);
  }),
  "DELETE /v1/api/user/sessions/:id": activity("security", () => line("پایان دادن به یک نشست", PANEL_LINKS.security)),

  "POST /v1/api/user/setting": activity("settings", async (source) => {
    const body = await source.body(userSettingSchema);
    if (!body) return null;
    const changes: string[] = [];
    if (body.low_credit_threshold === null) changes.push("خاموش کردن هشدار کمبود اعتبار");
    else if (body.low_credit_threshold !== undefined)
      changes.push(`تنظیم هشدار کمبود اعتبار روی ${rialText(body.low_credit_threshold)}`);
    if (body.notifications !== undefined) changes.push("تغییر روش دریافت اعلان‌ها");
    if (body.preferences !== undefined) changes.push("تغییر ترجیحات پنل");
    // Preferences alone are the panel's page of them; anything else is the account's settings.
    const link = changes.length === 1 && body.preferences !== undefined ? "/settings" : PANEL_LINKS.settings;
    return line(changes.join(" و "), link);
  }),
  "POST /v1/api/numbers/assign-agreement": activity("settings", async (source) => {
    const body = await source.body(lineIdRequestSchema);
    return body && line(`پذیرش قرارداد ${await lineName(source, body.number_id)}`, PANEL_LINKS.settings);
  }),
  "POST /v1/api/numbers/defaults/upsert": activity("settings", async (source) => {
    const body = await source.body(lineIdRequestSchema);
    return body && line(`انتخاب ${await lineName(source, body.number_id)} به‌عنوان خط پیش‌فرض`, PANEL_LINKS.settings);
  }),

  "POST /v1/api/user/draft/group": activity("predefined_messages", async (source) => {
    const body = await source.body(createDraftGroupRequestSchema);
    return body && line(`ساخت گروه پیام‌های آماده ${quoted(body.title)}`);
  }),
  "POST /v1/api/user/draft": activity("predefined_messages", async (source) => {
    const body = await source.body(createDraftRequestSchema);
    if (!body) return null;
    const [group] = await source.db
      .select({ title: draftGroups.title })
      .from(draftGroups)
      .where(and(eq(draftGroups.id, body.draft_group_id), eq(draftGroups.userId, source.accountId)));
    return line(group ? `افزودن پیام آماده به گروه ${quoted(group.title)}` : "افزودن پیام آماده");
  }),
  "PUT /v1/api/user/draft": activity("predefined_messages", async (source) => {
    const body = await source.body(updateDraftRequestSchema);
    if (!body) return null;
    const [draft] = await source.db
      .select({ title: draftGroups.title })
      .from(drafts)
      .innerJoin(draftGroups, eq(draftGroups.id, drafts.groupId))
      .where(and(eq(drafts.id, body.draft_id), eq(drafts.userId, source.accountId)));
    if (!draft) return line("ویرایش پیام آماده");
    return line(
      body.draft_group_id === undefined
        ? `ویرایش پیام آماده در گروه ${quoted(draft.title)}`
        : `ویرایش پیام آماده و قرار دادن آن در گروه ${quoted(draft.title)}`,
    );
  }),
  "POST /v1/api/user/draft/delete": activity("predefined_messages", async (source) => {
    const body = await source.body(deleteDraftsRequestSchema);
    return body && line(`حذف ${countText(new Set(body.draft_ids).size)} پیام آماده`);
  }),
  "PUT /v1/api/user/draft/group": activity("predefined_messages", async (source) => {
    const body = await source.body(updateDraftGroupRequestSchema);
    return body && line(`تغییر عنوان گروه پیام‌های آماده به ${quoted(body.title)}`);
  }),
  // The group is gone when the sentence is written: its title cannot be named.
  "POST /v1/api/user/draft/group/delete": activity("predefined_messages", async (source) => {
    const body = await source.body(deleteDraftGroupRequestSchema);
    return body && line("حذف یک گروه پیام‌های آماده با پیام‌هایش");
  }),
};
