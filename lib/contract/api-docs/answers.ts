import * as z from "zod/mini";
import type { ApiDocAnswer } from "./types";

/** The answer of an envelope schema of the contract (`envelope(x)`): its `data`. */
export const answerOf = (schema: { shape: { data: z.core.$ZodType } }): ApiDocAnswer => ({
  kind: "data",
  schema: schema.shape.data,
});

/** `data` of this schema. */
export const dataOf = (schema: z.core.$ZodType): ApiDocAnswer => ({ kind: "data", schema });

/** `data: null`: the call answers only «انجام شد». */
export const NO_DATA: ApiDocAnswer = { kind: "data", schema: z.null() };

export const EXAMPLE_TOKEN = "84cd3ef65b0700dea4ac7942e61df4a5";
/** The answer of a paged envelope of the contract (`pagedEnvelope(row)`): its rows. */
export const pageOf = (schema: { shape: { data: z.core.$ZodType } }): ApiDocAnswer => ({
  kind: "page",
  rows: schema.shape.data,
});

/** A file of a multipart body (`curl -F 'file=@name'`), described for the reference. */
export function fileField(description: string) {
  const field = z.string();
  z.globalRegistry.add(field, { description, contentMediaType: "application/octet-stream" });
  return field;
}

/** What every export adds to its description: past 100,000 rows it is written in the background. */
export const BACKGROUND_EXPORT_NOTE =
  "بیش از ۱۰۰٬۰۰۰ ردیف در پس‌زمینه ساخته می‌شود: پاسخ بی‌درنگ ۲۰۲ با `{file}` است و فایل در مدیریت فایل‌ها (`user/files`) آماده می‌شود (هم‌زمان حداکثر سه فایل برای هر حساب)؛ `delivery=direct` خود فایل را در هر اندازه‌ای می‌خواهد.";
