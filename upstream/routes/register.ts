import { and, asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { checkExistRequestSchema, registerRequestSchema } from "@/lib/contract/auth";
import { toMsisdn } from "@/lib/validation/mobile";
import { offerCode, otpSettings } from "../auth/otp";
import { hashPassword } from "../auth/password-hash";
import { smsTexts } from "../auth/sms-texts";
import { issueToken } from "../auth/tokens";
import { aclRoles, activityDomains, users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ApiFailure, tooManyRequests, validationFailed } from "../http/failure";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";
import { claimSendSlot } from "../sms/throttle";
import { isUsernameTaken, releaseStaleRegistration } from "../services/users";

/** The platform itself, when a registration names no reseller. */
const DEFAULT_RESELLER_ID = 1;

/** Edge answers a taken username with 409 and its 400-1 code. */
const usernameTaken = () => new ApiFailure(409, MESSAGES.usernameTaken, MESSAGE_CODES.invalidCredentials);

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Public registration: check_exist, activity_domain, register (then confirm_otp activates). */
export function registerRoutes({ db, env }: Deps) {
  return new Hono<AppEnv>()
    .get("/activity_domain", async (c) => {
      const rows = await db
        .select()
        .from(activityDomains)
        .orderBy(asc(activityDomains.sortOrder), asc(activityDomains.id));
      return ok(
        c,
        rows.map((r) => ({ id: r.id, title: r.title })),
      );
    })
    .post("/check_exist", async (c) => {
      const body = await readBody(c, checkExistRequestSchema);
      if (await isUsernameTaken(db, body.user_name, env.TEMP_TOKEN_TTL_SECONDS)) throw usernameTaken();
      return ok(c, null, MESSAGES.usernameAvailable);
    })
    .post("/register", async (c) => {
      const body = await readBody(c, registerRequestSchema);
      const [domain] = await db
        .select()
        .from(activityDomains)
        .where(eq(activityDomains.id, body.activity_domain_id))
        .limit(1);
      if (!domain) throw validationFailed({ activity_domain_id: [MESSAGES.activityDomainUnknown] });
      const resellerId = body.reseller_id ?? DEFAULT_RESELLER_ID;
      const passwordHash = await hashPassword(body.password);
      const mobile = toMsisdn(body.mobile_number)!;

      try {
        const token = await db.transaction(async (tx) => {
          await releaseStaleRegistration(tx, body.user_name, env.TEMP_TOKEN_TTL_SECONDS);
          if (await isUsernameTaken(tx, body.user_name, env.TEMP_TOKEN_TTL_SECONDS)) throw usernameTaken();
          // One activation SMS per mobile per resend wait, so registrations cannot flood a phone.
          if (!(await claimSendSlot(tx, `register:${mobile}`, env.OTP_RESEND_SECONDS))) {
            throw tooManyRequests(MESSAGES.resendTooSoon);
          }
          const [role] = await tx
            .select({ id: aclRoles.id })
            .from(aclRoles)
            .where(
              and(
                eq(aclRoles.resellerId, resellerId),
                eq(aclRoles.forRegistration, true),
                eq(aclRoles.status, "active"),
              ),
            )
            .orderBy(asc(aclRoles.priority), asc(aclRoles.id))
            .limit(1);
          const [user] = await tx
            .insert(users)
            .values({
              username: body.user_name,
              name: body.name_family,
              mobile,
              passwordHash,
              status: "pending",
              twoStep: "off",
              resellerId,
              aclRoleId: role?.id ?? null,
              activityDomainId: domain.id,
            })
            .returning({ id: users.id });
          const issued = await issueToken(tx, {
            userId: user!.id,
            kind: "register",
            ttlSeconds: env.TEMP_TOKEN_TTL_SECONDS,
          });
          // A new account's first code of its register flow: nothing limits it yet.
          await offerCode(tx, {
            userId: user!.id,
            flow: "register",
            mobile,
            tokenId: issued.id,
            text: smsTexts.register,
            settings: otpSettings(env),
          });
          return issued.raw;
        });
        return ok(c, { method: "sms" as const, token });
      } catch (error) {
        if (isUniqueViolation(error)) throw usernameTaken();
        throw error;
      }
    });
}
