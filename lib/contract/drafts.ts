import { z } from "zod";
import { pagedEnvelope } from "./envelope";

/** A predefined message (`user/draft/list`, Edge's shape). */
const draftSchema = z.object({
  draft_id: z.number().int(),
  draft_group_id: z.number().int(),
  user_id: z.number().int(),
  /** Unix seconds, 0 when unknown. */
  time: z.number().int(),
  message: z.string(),
  type: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
export const draftListResponseSchema = pagedEnvelope(draftSchema);

/** A group of predefined messages (`user/draft/group/list`). */
const draftGroupSchema = z.object({
  draft_group_id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  time: z.number().int(),
});
export type DraftGroup = z.infer<typeof draftGroupSchema>;
export const draftGroupListResponseSchema = pagedEnvelope(draftGroupSchema);

const DRAFT_LIMITS = { message: 1400, title: 200 } as const;

export const createDraftGroupRequestSchema = z.object({
  title: z.string().trim().min(1, "عنوان گروه را وارد کنید").max(DRAFT_LIMITS.title, "عنوان گروه حداکثر ۲۰۰ نویسه است"),
});
export const createDraftRequestSchema = z.object({
  draft_group_id: z.coerce.number().int().positive({ error: "گروه را انتخاب کنید" }),
  message: z
    .string()
    .refine((text) => text.trim().length > 0, "متن پیام را وارد کنید")
    .refine((text) => text.length <= DRAFT_LIMITS.message, "متن پیام حداکثر ۱٬۴۰۰ نویسه است"),
});

/** The list's filter: absent means every group (Edge: never send it empty). */
export const draftListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(10),
  draft_group_id: z.coerce.number().int().positive().optional(),
});
