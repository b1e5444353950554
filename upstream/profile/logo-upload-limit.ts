import type { Context, MiddlewareHandler } from "hono";
import { PROFILE_MESSAGES, PROFILE_RULES } from "@/lib/contract/profile";
import { refusingBodyLimit } from "../http/body-limit";
import { MESSAGE_CODES } from "../http/messages";
import { fail } from "../http/respond";

/** A 2 MB logo and its multipart framing (boundaries, part headers, a long file name). */
const LOGO_BODY_MAX_BYTES = PROFILE_RULES.logoMaxBytes + 64 * 1024;

const logoLimit = refusingBodyLimit(LOGO_BODY_MAX_BYTES, (c) =>
  fail(c, 413, PROFILE_MESSAGES.logoTooLarge, MESSAGE_CODES.tooLarge, { logo: [PROFILE_MESSAGES.logoTooLarge] }),
);

/**
 * The body limit of a logo upload (`POST user/logo`), above the general 1 MB so a 2 MB image
 * fits; a larger body is refused on the logo field before it is parsed. Null for any other request.
 */
export function logoUploadLimit(c: Context): MiddlewareHandler | null {
  return c.req.method === "POST" && /^\/v1\/api\/user\/logo\/?$/.test(c.req.path) ? logoLimit : null;
}
