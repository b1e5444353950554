import { z } from "zod";
import { envelope } from "./envelope";

/** Edge writes most numbers of a report as strings; they are read as numbers. */
const count = z.coerce.number().int();

/** One send as `report/by_bulk` answers it (Edge's shape). */
export const bulkReportSchema = z.object({
  messages_outbox_id: z.coerce.string(),
  number: z.string(),
  number_id: z.coerce.string().nullable(),
  type: z.string(),
  /** Unix seconds: when it goes (or went) out, and when it was made. */
  time_send: z.coerce.number(),
  time: z.coerce.number(),
  rcpts_count: count,
  exit_count: count,
  status: z.string(),
  state: z.string(),
  state_id: z.number().int().min(0).max(9),
  message: z.string().nullable(),
  part: count,
  cost: z.number(),
  summary: z.string().nullable(),
  user_ip: z.string().nullable(),
  reject_comment: z.string().nullable(),
});
export type BulkReport = z.infer<typeof bulkReportSchema>;
export const bulkReportResponseSchema = envelope(bulkReportSchema);
