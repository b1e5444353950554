import { z } from "zod";
import { envelope } from "./envelope";

const creditSchema = z.object({
  credit: z.number(),
  yesterday_credit: z.number().optional(),
  gift: z.number().optional(),
  gift_expires_at: z.string().nullable().optional(),
  updated_at: z.string().nullable().optional(),
});
export type Credit = z.infer<typeof creditSchema>;
export const creditResponseSchema = envelope(creditSchema);
