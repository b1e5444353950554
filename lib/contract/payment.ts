import * as z from "zod/mini";
import { envelope } from "./envelope";

const creditSchema = z.object({
  credit: z.number(),
  yesterday_credit: z.optional(z.number()),
  gift: z.optional(z.number()),
  gift_expires_at: z.optional(z.nullable(z.string())),
  updated_at: z.optional(z.nullable(z.string())),
});
export type Credit = z.infer<typeof creditSchema>;
export const creditResponseSchema = envelope(creditSchema);
