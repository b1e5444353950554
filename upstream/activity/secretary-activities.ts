import * as z from "zod/mini";
import { deleteSecretariesRequestSchema, SECRETARY_TYPE_TITLES, type SecretaryType } from "@/lib/contract/secretaries";
import { secretaryInboxExportQuerySchema } from "@/lib/contract/secretary-inbox";
import { activity, line, type RouteActivities } from "./activity-entry";
import { CODE_READER_ACTIVITIES } from "./code-reader-activities";
import { countText, exportText, idText, quoted } from "./wording";

const answeredDraw = z.object({ count: z.number(), pool: z.number(), seed: z.string() });
const answeredCodes = z.object({ added: z.number() });
const answeredSecretary = z.object({ id: z.number(), title: z.string(), type: z.number(), active: z.boolean() });

/** A sentence about a secretary, named by its type and title as the answer gave them. */
const aboutSecretary = (sentence: (named: string, active: boolean) => string) =>
  activity("secretaries", async (source) => {
    const secretary = await source.data(answeredSecretary);
    if (!secretary) return null;
    const type = SECRETARY_TYPE_TITLES[secretary.type as SecretaryType] ?? "";
    return line(sentence(`منشی ${type} ${quoted(secretary.title)}`, secretary.active));
  });

/** Secretaries: made, changed, activated or disabled, deleted; what one received exported; and the code readers beside them. */
export const SECRETARY_ACTIVITIES: RouteActivities = {
  ...CODE_READER_ACTIVITIES,
  "POST /v1/api/phonebooks/advanced-services/general-messaging": aboutSecretary((named) => `ساخت ${named}`),
  "PUT /v1/api/phonebooks/advanced-services/general-messaging/:id": aboutSecretary((named) => `ویرایش ${named}`),
  "POST /v1/api/phonebooks/advanced-services/general-messaging/:id/state": aboutSecretary((named, active) =>
    active ? `فعال کردن ${named}` : `غیرفعال کردن ${named}`,
  ),
  "POST /v1/api/phonebooks/advanced-services/general-messaging/:id/gift-codes": activity(
    "secretaries",
    async (source) => {
      const added = await source.data(answeredCodes);
      const id = source.param("id");
      return added && id ? line(`افزودن ${countText(added.added)} کد هدیه به منشی شمارهٔ ${idText(id)}`) : null;
    },
  ),
  "POST /v1/api/phonebooks/advanced-services/general-messaging/:id/draw": activity("secretaries", async (source) => {
    const draw = await source.data(answeredDraw);
    const id = source.param("id");
    return draw && id
      ? line(
          `قرعه‌کشی ${countText(draw.count)} برنده از ${countText(draw.pool)} پاسخ درست منشی شمارهٔ ${idText(id)} با بذر ${draw.seed}`,
        )
      : null;
  }),
  "GET /v1/api/phonebooks/advanced-services/module-inboxes-list/export": activity("export", (source) => {
    const query = source.query(secretaryInboxExportQuerySchema);
    return query && line(exportText(query.format, `پیام‌های دریافتی منشی شمارهٔ ${idText(query.secretary_id)}`));
  }),
  // The secretaries are gone when the sentence is written: they are counted.
  "POST /v1/api/phonebooks/advanced-services/general-messaging/delete-list": activity("secretaries", async (source) => {
    const body = await source.body(deleteSecretariesRequestSchema);
    return body && line(`حذف ${countText(new Set(body.ids).size)} منشی`);
  }),
};
