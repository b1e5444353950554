import { Hono } from "hono";
import { z } from "zod";
import { isMobile, MOBILE_MESSAGE, toMsisdn } from "@/lib/validation/mobile";
import type { AppEnv, Deps } from "../http/deps";
import { forbidden } from "../http/failure";
import { isLoopbackAddress } from "../http/loopback";
import { MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";
import { applyReply } from "./cancel11-replies";

const replyBody = z.object({
  line: z.string().trim().min(3),
  from: z.string().refine(isMobile, MOBILE_MESSAGE).transform((v) => toMsisdn(v)!),
  text: z.string(),
});

/**
 * `POST /__dev/replies {line, from, text}`: a mobile answers a line, as the operator would hand
 * a received SMS over (development routes only, callers on this machine). «11» fills the line's
 * cancel11 lists, «12» empties them; answers `{reply, users}`.
 */
export function devReplyRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!isLoopbackAddress(c.env?.incoming?.socket?.remoteAddress)) throw forbidden(MESSAGES.forbiddenDevRoute);
      await next();
    })
    .post("/replies", async (c) => {
      const body = await readBody(c, replyBody);
      return ok(c, await applyReply(db, { lineNumber: body.line, msisdn: body.from, text: body.text }));
    });
}
