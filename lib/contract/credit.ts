import * as z from "zod/mini";
import { envelope } from "./envelope";

// The wallet's credit (lib/contract/payment.ts has the rest of the wallet), apart so the header can
// read it on every page without the wallet's rules.

const creditSchema = z.object({
  credit: z.number(),
  yesterday_credit: z.optional(z.number()),
  /** Gift credit, spent before the paid credit, until it expires. */
  gift: z.optional(z.number()),
  gift_expires_at: z.optional(z.nullable(z.string())),
  updated_at: z.optional(z.nullable(z.string())),
});
export type Credit = z.infer<typeof creditSchema>;
/** `GET payment/credit/mine`. */
export const creditResponseSchema = envelope(creditSchema);
