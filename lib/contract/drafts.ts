import * as z from "zod/mini";
import { pagedEnvelope } from "./envelope";

/** A predefined message (`user/draft/list`, Edge's shape). */
const draftSchema = z.object({
  draft_id: z.number().check(z.int()),
  draft_group_id: z.number().check(z.int()),
  user_id: z.number().check(z.int()),
  /** Unix seconds, 0 when unknown. */
  time: z.number().check(z.int()),
  message: z.string(),
  type: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
export const draftListResponseSchema = pagedEnvelope(draftSchema);

/** A group of predefined messages (`user/draft/group/list`). */
const draftGroupSchema = z.object({
  draft_group_id: z.number().check(z.int()),
  user_id: z.number().check(z.int()),
  title: z.string(),
  time: z.number().check(z.int()),
});
export type DraftGroup = z.infer<typeof draftGroupSchema>;
export const draftGroupListResponseSchema = pagedEnvelope(draftGroupSchema);

const DRAFT_LIMITS = { message: 1400, title: 200 } as const;

export const createDraftGroupRequestSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "عنوان گروه را وارد کنید"),
      z.maxLength(DRAFT_LIMITS.title, "عنوان گروه حداکثر ۲۰۰ نویسه است"),
    ),
});
export const createDraftRequestSchema = z.object({
  draft_group_id: z.coerce.number().check(z.int(), z.positive({ error: "گروه را انتخاب کنید" })),
  message: z.string().check(
    z.refine((text) => text.trim().length > 0, "متن پیام را وارد کنید"),
    z.refine((text) => text.length <= DRAFT_LIMITS.message, "متن پیام حداکثر ۱٬۴۰۰ نویسه است"),
  ),
});

/** The list's filter: absent means every group (Edge: never send it empty). */
export const draftListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
  draft_group_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
