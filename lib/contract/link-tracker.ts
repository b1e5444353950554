import * as z from "zod/mini";
import { isSiteUrl, URL_MESSAGE } from "../validation/url";
import { envelope } from "./envelope";

/** `panel/link_tracker`: a short link that counts the clicks on a URL, to put in a message. */
export const linkTrackerRequestSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(1, URL_MESSAGE), z.refine(isSiteUrl, URL_MESSAGE)),
});
export type LinkTrackerRequest = z.infer<typeof linkTrackerRequestSchema>;

const trackedLinkSchema = z.object({
  id: z.number().check(z.int()),
  url: z.string(),
  short_url: z.string().check(z.url()),
  clicks: z.number().check(z.int()),
});
export type TrackedLink = z.infer<typeof trackedLinkSchema>;
export const trackedLinkResponseSchema = envelope(trackedLinkSchema);
