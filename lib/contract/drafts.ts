import { z } from "zod";
import { pagedEnvelope } from "./envelope";

/** A predefined message (`user/draft/list`, Edge's shape). */
export const draftSchema = z.object({
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
export const draftGroupSchema = z.object({
  draft_group_id: z.number().int(),
  user_id: z.number().int(),
  title: z.string(),
  time: z.number().int(),
});
export type DraftGroup = z.infer<typeof draftGroupSchema>;
export const draftGroupListResponseSchema = pagedEnvelope(draftGroupSchema);
