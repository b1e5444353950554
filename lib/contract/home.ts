import { z } from "zod";
import { envelope, pagedEnvelope } from "./envelope";

const newsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
});
export type News = z.infer<typeof newsSchema>;
export const newsListResponseSchema = pagedEnvelope(newsSchema);

const quickAccessSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  icon: z.string(),
  /** A path of the panel, such as /send-sms/quick. */
  link: z.string().startsWith("/"),
});
export type QuickAccess = z.infer<typeof quickAccessSchema>;
export const quickAccessResponseSchema = envelope(z.array(quickAccessSchema));

const bannerFileSchema = z.object({
  mobile: z.string(),
  desktop: z.string(),
  link: z.string().nullable(),
  alt: z.string(),
});
export type BannerFile = z.infer<typeof bannerFileSchema>;

/**
 * Spec §2: action 1 opens a popup, 2 opens the link in the same window, anything else a new tab.
 * Types 1 and 4 are thin strips (1 sits above everything); other types form a carousel.
 */
const bannerSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  action: z.number().int(),
  mainFiles: bannerFileSchema,
  popupFiles: bannerFileSchema.nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersResponseSchema = envelope(z.array(bannerSchema));
