import * as z from "zod/mini";
import { envelope, pagedEnvelope } from "./envelope";

const newsSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  description: z.string(),
  link: z.nullable(z.string()),
  created_at: z.string(),
});
export type News = z.infer<typeof newsSchema>;
export const newsListResponseSchema = pagedEnvelope(newsSchema);

const quickAccessSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  icon: z.string(),
  /** A path of the panel, such as /send-sms/quick. */
  link: z.string().check(z.startsWith("/")),
});
export type QuickAccess = z.infer<typeof quickAccessSchema>;
export const quickAccessResponseSchema = envelope(z.array(quickAccessSchema));

const bannerFileSchema = z.object({
  mobile: z.string(),
  desktop: z.string(),
  link: z.nullable(z.string()),
  alt: z.string(),
});
export type BannerFile = z.infer<typeof bannerFileSchema>;

/**
 * Spec §2: action 1 opens a popup, 2 opens the link in the same window, anything else a new tab.
 * Types 1 and 4 are thin strips (1 sits above everything); other types form a carousel.
 */
const bannerSchema = z.object({
  id: z.number().check(z.int()),
  type: z.number().check(z.int()),
  action: z.number().check(z.int()),
  mainFiles: bannerFileSchema,
  popupFiles: z.nullable(bannerFileSchema),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersResponseSchema = envelope(z.array(bannerSchema));
