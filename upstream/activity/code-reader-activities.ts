import * as z from "zod/mini";
import { deleteCodeReadersRequestSchema } from "@/lib/contract/code-readers";
import { activity, line, type RouteActivities } from "./activity-entry";
import { countText, exportText, idText, quoted } from "./wording";

const BASE = "/v1/api/phonebooks/advanced-services/advanced-reader";
const answeredReader = z.object({ id: z.number(), title: z.string(), active: z.boolean() });
const answeredSave = z.object({
  reader: answeredReader,
  import: z.nullable(z.object({ valid: z.number(), added: z.number(), removed: z.number() })),
});

/** The codes a file brought, as a clause of the sentence ("" without a file). */
const importClause = (report: z.infer<typeof answeredSave>["import"]) =>
  report === null
    ? ""
    : report.removed > 0
      ? ` با ${countText(report.added)} کد تازه و ${countText(report.removed)} کد حذف‌شده`
      : ` با ${countText(report.added)} کد تازه`;

/** Code readers: made, changed, activated or disabled, deleted, their codes exported. */
export const CODE_READER_ACTIVITIES: RouteActivities = {
  [`POST ${BASE}`]: activity("secretaries", async (source) => {
    const saved = await source.data(answeredSave);
    return saved && line(`ساخت کدخوان ${quoted(saved.reader.title)}${importClause(saved.import)}`);
  }),
  [`PUT ${BASE}/:id{[0-9]+}`]: activity("secretaries", async (source) => {
    const saved = await source.data(answeredSave);
    return saved && line(`ویرایش کدخوان ${quoted(saved.reader.title)}${importClause(saved.import)}`);
  }),
  [`POST ${BASE}/:id{[0-9]+}/state`]: activity("secretaries", async (source) => {
    const reader = await source.data(answeredReader);
    if (!reader) return null;
    return line(`${reader.active ? "فعال کردن" : "غیرفعال کردن"} کدخوان ${quoted(reader.title)}`);
  }),
  // The readers are gone when the sentence is written: they are counted.
  [`POST ${BASE}/delete-list`]: activity("secretaries", async (source) => {
    const body = await source.body(deleteCodeReadersRequestSchema);
    return body && line(`حذف ${countText(new Set(body.ids).size)} کدخوان`);
  }),
  [`GET ${BASE}/:id{[0-9]+}/export-codes`]: activity("export", (source) => {
    const id = source.param("id");
    return id ? line(exportText("csv", `کدهای کدخوان شمارهٔ ${idText(id)}`)) : null;
  }),
};
