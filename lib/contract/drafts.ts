import * as z from "zod/mini";
import { idListSchema } from "./common";
import { envelope, pagedEnvelope } from "./envelope";

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
/** `POST user/draft`: Edge answers `data: null`; the reference upstream answers the new message. */
export const createDraftResponseSchema = envelope(z.nullable(draftSchema));

/** A group of predefined messages (`user/draft/group/list`). */
const draftGroupSchema = z.object({
  draft_group_id: z.number().check(z.int()),
  user_id: z.number().check(z.int()),
  title: z.string(),
  time: z.number().check(z.int()),
});
export type DraftGroup = z.infer<typeof draftGroupSchema>;
export const draftGroupListResponseSchema = pagedEnvelope(draftGroupSchema);
/** `POST user/draft/group`: Edge answers `data: null`; the reference upstream answers the new group. */
export const createDraftGroupResponseSchema = envelope(z.nullable(draftGroupSchema));

/** Edge's limits: a message's and a group title's length, and how many messages and groups an account holds. */
export const DRAFT_LIMITS = { message: 1400, title: 200, drafts: 200, groups: 20 } as const;

/** Refusals of an id the account does not hold (another account's answers as unknown). */
export const DRAFT_MESSAGES = {
  draftNotFound: "پیام آماده یافت نشد",
  groupNotFound: "گروه پیام‌های آماده یافت نشد",
  targetGroupNotFound: "گروه انتخاب‌شده یافت نشد",
  tooManyGroups: "حداکثر ۲۰ گروه پیام آماده می‌توانید داشته باشید؛ گروهی را حذف کنید یا از گروه‌های موجود استفاده کنید",
  tooManyDrafts: "حداکثر ۲۰۰ پیام آماده می‌توانید داشته باشید؛ پیامی را حذف کنید تا جا باز شود",
} as const;

const draftTitleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "عنوان گروه را وارد کنید"),
    z.maxLength(DRAFT_LIMITS.title, "عنوان گروه حداکثر ۲۰۰ نویسه است"),
  );
const draftMessageSchema = z.string().check(
  z.refine((text) => text.trim().length > 0, "متن پیام را وارد کنید"),
  z.refine((text) => text.length <= DRAFT_LIMITS.message, "متن پیام حداکثر ۱٬۴۰۰ نویسه است"),
);
const draftGroupIdSchema = z.coerce.number().check(z.int(), z.positive({ error: "گروه را انتخاب کنید" }));
const draftIdSchema = z.coerce.number().check(z.int(), z.positive({ error: "پیام آماده را انتخاب کنید" }));

export const createDraftGroupRequestSchema = z.object({ title: draftTitleSchema });
export const createDraftRequestSchema = z.object({
  draft_group_id: draftGroupIdSchema,
  message: draftMessageSchema,
});

/** `PUT user/draft` (Edge's shape); `draft_group_id`, ours, moves the message to another of the account's groups. */
export const updateDraftRequestSchema = z.object({
  draft_id: draftIdSchema,
  message: draftMessageSchema,
  draft_group_id: z.optional(draftGroupIdSchema),
});
/** `POST user/draft/delete`: one to a thousand of the account's messages, all or none. */
export const deleteDraftsRequestSchema = z.object({ draft_ids: idListSchema });
/** `PUT user/draft/group`: a new title. */
export const updateDraftGroupRequestSchema = z.object({ draft_group_id: draftGroupIdSchema, title: draftTitleSchema });
/** `POST user/draft/group/delete`: the group and every message in it (Edge's documented behaviour). */
export const deleteDraftGroupRequestSchema = z.object({ draft_group_id: draftGroupIdSchema });

/** `GET user/draft/group/count`: each of the account's groups with how many messages it holds (0 included). */
const draftGroupCountSchema = z.object({
  draft_group_id: z.number().check(z.int()),
  count: z.number().check(z.int(), z.minimum(0)),
});
export type DraftGroupCount = z.infer<typeof draftGroupCountSchema>;
export const draftGroupCountResponseSchema = envelope(z.array(draftGroupCountSchema));

/** The list's filter: absent means every group (Edge: never send it empty). */
export const draftListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 10),
  draft_group_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
