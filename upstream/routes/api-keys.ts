import { Hono, type Context } from "hono";
import {
  apiCallListQuerySchema,
  apiKeyCreateRequestSchema,
  apiKeyDeleteRequestSchema,
  apiKeyShowRequestSchema,
  API_KEY_MESSAGES,
} from "@/lib/contract/api-keys";
import { idSchema } from "@/lib/contract/common";
import { toE164 } from "@/lib/validation/mobile";
import { offerRefused } from "../auth/code-failure";
import { offerCode, otpSettings } from "../auth/otp";
import { smsTexts } from "../auth/sms-texts";
import { apiCallDetail, apiCallPage } from "../api-keys/call-queries";
import { createApiKey, deleteApiKey, findApiKey, listApiKeys, rotateApiKey } from "../api-keys/keys";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { parseWith, readBody, readQuery } from "../http/validate";

const secondsUntil = (date: Date) => Math.max(0, Math.ceil((date.getTime() - Date.now()) / 1000));

/**
 * acl/api_key/* (spec §7): the account's API keys (list, otp, create, show, delete) and the log of
 * calls made with them (calls, calls/:id). The code of `otp` goes to the account owner's mobile,
 * whoever asks (a colleague whose role allows keys included): a key acts as the owner.
 */
export function apiKeyRoutes(deps: Deps) {
  const { db, env } = deps;
  const codeContext = (c: Context<AppEnv>) => ({ db, accountId: c.get("user").id, settings: otpSettings(env) });

  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/list", async (c) => ok(c, await listApiKeys(db, c.get("user").id)))
    .post("/otp", async (c) => {
      const account = c.get("user");
      const settings = otpSettings(env);
      const outcome = await offerCode(db, {
        userId: account.id,
        flow: "api_key",
        mobile: account.mobile,
        tokenId: c.get("tokenId"),
        text: smsTexts.apiKey,
        settings,
      });
      if (!outcome.sent && outcome.reason !== "too_soon") throw offerRefused(outcome);
      const mobile = toE164(account.mobile) ?? account.mobile;
      return ok(c, {
        sent: outcome.sent,
        mobile,
        resend_in: outcome.sent ? settings.resendSeconds : secondsUntil(outcome.retryAt),
      });
    })
    .post("/create", async (c) => {
      const body = await readBody(c, apiKeyCreateRequestSchema);
      return ok(c, await createApiKey({ ...codeContext(c), createdBy: c.get("member").id }, body));
    })
    .post("/show", async (c) => {
      const { id, code } = await readBody(c, apiKeyShowRequestSchema);
      if (!(await findApiKey(db, c.get("user").id, id))) throw notFound(API_KEY_MESSAGES.keyNotFound);
      const rotated = await rotateApiKey(codeContext(c), id, code);
      if (!rotated) throw notFound(API_KEY_MESSAGES.keyNotFound);
      const listed = (await listApiKeys(db, c.get("user").id)).find((k) => k.id === id);
      return ok(c, { ...rotated, calls_today: listed?.calls_today ?? 0 });
    })
    .delete("/", async (c) => {
      const queried = c.req.query("id");
      const { id } =
        queried === undefined
          ? await readBody(c, apiKeyDeleteRequestSchema)
          : parseWith(apiKeyDeleteRequestSchema, { id: queried });
      const deleted = await deleteApiKey(db, c.get("user").id, id);
      if (!deleted) throw notFound(API_KEY_MESSAGES.keyNotFound);
      return ok(c, null);
    })
    .get("/calls", async (c) => ok(c, await apiCallPage(db, c.get("user").id, readQuery(c, apiCallListQuerySchema))))
    .get("/calls/:id", async (c) => {
      const id = parseWith(idSchema, c.req.param("id"));
      const call = await apiCallDetail(db, c.get("user").id, id);
      if (!call) throw notFound(API_KEY_MESSAGES.callNotFound);
      return ok(c, call);
    });
}
