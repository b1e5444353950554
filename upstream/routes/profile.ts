import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { PROFILE_MESSAGES, updateProfileRequestSchema } from "@/lib/contract/profile";
import { idSchema } from "@/lib/contract/common";
import type { LogoImageType } from "@/lib/files/image-signature";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { parseWith, readBody } from "../http/validate";
import { ownLogo, removeLogo, replaceLogo } from "../profile/logo";
import { readProfile } from "../profile/read-profile";
import { saveProfileSection } from "../profile/save-section";

const logoParams = z.object({ id: idSchema });

const EXTENSIONS: Record<LogoImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif" };

/** The one file of the multipart field `logo`. */
async function uploadedLogo(c: Context): Promise<{ name: string; bytes: Uint8Array }> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiFailure(422, MESSAGES.invalidRequest, MESSAGE_CODES.validation);
  }
  const field = form.logo;
  const files = (Array.isArray(field) ? field : [field]).filter((item): item is File => item instanceof File);
  if (files.length === 0) throw validationFailed({ logo: [PROFILE_MESSAGES.logoRequired] });
  if (files.length > 1) throw validationFailed({ logo: [PROFILE_MESSAGES.logoOneFile] });
  return { name: files[0]!.name, bytes: new Uint8Array(await files[0]!.arrayBuffer()) };
}

/**
 * The owner's profile: `show_profile`, `update_profile` (one section a call) and the logo
 * (`user/logo`: upload, serve by id, remove). Mounted beside the public `/user` routes, so each
 * route requires the session itself.
 */
export function profileRoutes(deps: Deps) {
  const { db } = deps;
  const session = requireSession(deps);
  return new Hono<AppEnv>()
    .get("/show_profile", session, async (c) => ok(c, await readProfile(db, c.get("user").id)))
    .post("/update_profile", session, async (c) => {
      const request = await readBody(c, updateProfileRequestSchema);
      const userId = c.get("user").id;
      await saveProfileSection(db, userId, request);
      return ok(c, await readProfile(db, userId));
    })
    .post("/logo", session, async (c) => {
      const userId = c.get("user").id;
      await replaceLogo(db, userId, await uploadedLogo(c));
      return ok(c, await readProfile(db, userId));
    })
    .delete("/logo", session, async (c) => {
      const userId = c.get("user").id;
      await removeLogo(db, userId);
      return ok(c, await readProfile(db, userId));
    })
    .get("/logo/:id", session, async (c) => {
      const { id } = parseWith(logoParams, c.req.param());
      const logo = await ownLogo(db, c.get("user").id, id);
      const type = logo.contentType as LogoImageType;
      // Only the type its bytes were found to be, and nothing in it may run as a page.
      return c.body(new Uint8Array(logo.body), 200, {
        "Content-Type": type,
        "Content-Disposition": `inline; filename="logo.${EXTENSIONS[type] ?? "img"}"`,
        "Content-Security-Policy": "default-src 'none'; sandbox",
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, max-age=3600",
      });
    });
}
