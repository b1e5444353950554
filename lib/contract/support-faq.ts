import * as z from "zod/mini";
import { blankable, idSchema, searchTextSchema } from "./common";
import { envelope } from "./envelope";

/**
 * The provider's frequently asked questions and contact information (spec §7 `faq/category`,
 * `faq/list`, `panel/contact_info`), every member's to read:
 *
 * - `GET faq/category` → the categories with how many questions each holds;
 * - `GET faq/list?category_id&q` → questions of a category, or those matching `q` anywhere (a
 *   full-text search that reads ی/ي, ک/ك, half-spaces and Persian, Arabic or Latin digits alike);
 * - `GET panel/contact_info` → phones, working hours, address, email and social links.
 */

const int = z.number().check(z.int());

const faqCategorySchema = z.object({ id: int, title: z.string(), count: int });
export type FaqCategory = z.infer<typeof faqCategorySchema>;
export const faqCategoriesResponseSchema = envelope(z.array(faqCategorySchema));

const faqItemSchema = z.object({
  id: int,
  category_id: int,
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;
export const faqListResponseSchema = envelope(z.array(faqItemSchema));

export const faqListQuerySchema = z.object({
  category_id: blankable(idSchema),
  q: blankable(z.pipe(searchTextSchema, z.string().check(z.maxLength(200)))),
});

const SOCIAL_KINDS = ["telegram", "instagram", "linkedin", "x", "aparat", "whatsapp", "bale", "eitaa"] as const;

export const contactInfoSchema = z.object({
  phones: z.array(z.object({ title: z.string(), number: z.string() })),
  /** Lines such as «شنبه تا چهارشنبه، ۸ تا ۱۷». */
  hours: z.array(z.string()),
  address: z.string(),
  postal_code: z.nullable(z.string()),
  email: z.string(),
  socials: z.array(z.object({ kind: z.enum(SOCIAL_KINDS), title: z.string(), url: z.string() })),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
export const contactInfoResponseSchema = envelope(contactInfoSchema);
