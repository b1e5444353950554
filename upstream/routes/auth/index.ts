import { Hono } from "hono";
import type { AppEnv, Deps } from "../../http/deps";
import { forgotRoutes } from "./forgot";
import { loginRoutes } from "./login";
import { partnerInvitationRoutes } from "./partner-invitation";
import { secondStepRoutes } from "./second-step";
import { sessionRoutes } from "./session";

/** Everything under /v1/api/acl/auth. */
export function authRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .route("/", loginRoutes(deps))
    .route("/", secondStepRoutes(deps))
    .route("/", sessionRoutes(deps))
    .route("/", forgotRoutes(deps))
    .route("/partner_invitation", partnerInvitationRoutes(deps));
}
