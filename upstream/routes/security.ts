import { Hono } from "hono";
import {
  changePasswordRequestSchema,
  disableTwoStepRequestSchema,
  enableTwoStepRequestSchema,
  RECENT_SIGN_INS,
} from "@/lib/contract/security";
import { clientAddress } from "../auth/client-address";
import { otpSettings } from "../auth/otp";
import { recentSignIns } from "../auth/sign-in-events";
import { revokeOtherTokens } from "../auth/tokens";
import type { AppEnv, Deps } from "../http/deps";
import { notFound, validationFailed } from "../http/failure";
import { MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody } from "../http/validate";
import { changePassword } from "../security/change-password";
import { refuseImpersonation } from "../security/refuse-impersonation";
import { activeSessions, endSession, sessionsAmong, type EndedToken } from "../security/sessions";
import {
  disableTwoStep,
  enableTwoStep,
  sendTwoStepCode,
  startAuthenticatorSetup,
  twoStepStatus,
} from "../security/two-step";

/**
 * The security page's calls, under /v1/api/user: the password, two-step sign-in, the live sessions
 * and the recent sign-ins. Every call needs the session; every change also needs it to be the
 * user's own (support's entry only reads). Each route names its checks itself: this router shares
 * `/user` with public calls (registration), which a router-wide middleware would catch too.
 */
export function securityRoutes(deps: Deps) {
  const { db, env, live } = deps;
  const session = requireSession(deps);
  const own = [session, refuseImpersonation] as const;
  /** Other tokens ended: their live sockets close too. */
  const closeSockets = (userId: number, ended: EndedToken[]) => {
    for (const token of ended) live.sessionsEnded(userId, token.id);
  };

  return new Hono<AppEnv>()
    .post("/change_password", ...own, async (c) => {
      const body = await readBody(c, changePasswordRequestSchema);
      const user = c.get("member");
      const ended = await changePassword(db, {
        user,
        tokenId: c.get("tokenId"),
        address: clientAddress(c, env.UPSTREAM_FORWARD_SECRET),
        body,
      });
      closeSockets(user.id, ended);
      return ok(c, { ended_sessions: sessionsAmong(ended) }, MESSAGES.passwordChanged);
    })
    .get("/2fa/status", session, async (c) => ok(c, await twoStepStatus(db, c.get("member").id)))
    .post("/2fa/send_code", ...own, async (c) => ok(c, await sendTwoStepCode(db, c.get("member"), otpSettings(env))))
    .post("/2fa/show_qr", ...own, async (c) => ok(c, await startAuthenticatorSetup(db, c.get("member"))))
    .post("/2fa/enable", ...own, async (c) => {
      const body = await readBody(c, enableTwoStepRequestSchema);
      const recoveryCodes = await enableTwoStep(db, {
        userId: c.get("member").id,
        method: body.method,
        code: body.code,
        settings: otpSettings(env),
      });
      return ok(c, { method: body.method, recovery_codes: recoveryCodes });
    })
    .post("/2fa/disable", ...own, async (c) => {
      const body = await readBody(c, disableTwoStepRequestSchema);
      await disableTwoStep(db, { userId: c.get("member").id, code: body.code, settings: otpSettings(env) });
      return ok(c, { method: "off" as const });
    })
    .get("/sessions", session, async (c) => ok(c, await activeSessions(db, c.get("member").id, c.get("tokenId"))))
    .post("/sessions/end_others", ...own, async (c) => {
      const user = c.get("member");
      const ended = await revokeOtherTokens(db, user.id, c.get("tokenId"));
      closeSockets(user.id, ended);
      return ok(c, { ended: sessionsAmong(ended) });
    })
    .delete("/sessions/:id", ...own, async (c) => {
      const id = Number(c.req.param("id"));
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound(MESSAGES.sessionNotFound);
      if (id === c.get("tokenId")) throw validationFailed({ session: [MESSAGES.sessionIsCurrent] });
      const user = c.get("member");
      if (!(await endSession(db, user.id, id))) throw notFound(MESSAGES.sessionNotFound);
      closeSockets(user.id, [{ id, kind: "session" }]);
      return ok(c, { ended: 1 });
    })
    .get("/sign_in_events", session, async (c) => ok(c, await recentSignIns(db, c.get("member").id, RECENT_SIGN_INS)));
}
