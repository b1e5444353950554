import * as z from "zod/mini";
import { PASSWORD_MESSAGES } from "../validation/password";
import { RECOVERY_CODE_COUNT } from "../validation/recovery-code";
import { newPasswordField, otpField } from "./account-fields";
import { envelope } from "./envelope";

// The security page (`/profile/security-setting`): password, two-step sign-in, sessions, sign-ins.
// Edge documents none of these calls; they are shaped like its account calls (spec §7).

// ── Password ─────────────────────────────────────────────────────────────────

/** `POST user/change_password`: the current password, the new one (spec §5) and its confirmation. */
export const changePasswordRequestSchema = z
  .object({
    current_password: z
      .string({ error: "رمز عبور فعلی را وارد کنید" })
      .check(z.minLength(1, "رمز عبور فعلی را وارد کنید"), z.maxLength(128, "رمز عبور حداکثر ۱۲۸ کاراکتر است")),
    password: newPasswordField,
    password_confirmation: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      path: ["password_confirmation"],
      message: PASSWORD_MESSAGES.mismatch,
    }),
  );
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
/** How many other sessions the change ended. */
export const changePasswordResponseSchema = envelope(z.object({ ended_sessions: z.number().check(z.int()) }));

// ── Two-step sign-in ─────────────────────────────────────────────────────────

const twoStepMethodSchema = z.enum(["off", "sms", "ga"]);

/** `GET user/2fa/status`: how the account signs in now, and how many recovery codes are left unused. */
const twoStepStatusSchema = z.object({
  method: twoStepMethodSchema,
  recovery_codes_left: z.number().check(z.int()),
  /** Where SMS codes go: 98 and ten digits. */
  mobile: z.string(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;
export const twoStepStatusResponseSchema = envelope(twoStepStatusSchema);

/** `POST user/2fa/send_code`: a code to the account's mobile, to turn two-step on by SMS or off. */
export const sendTwoStepCodeResponseSchema = envelope(
  z.object({ mobile: z.string(), resend_seconds: z.number().check(z.int()) }),
);

/**
 * `POST user/2fa/show_qr`: a new authenticator secret waiting for its first code, the otpauth
 * address an app reads, and the QR code of that address as SVG, drawn by the upstream.
 */
const authenticatorSetupSchema = z.object({
  secret: z.string().check(z.regex(/^[A-Z2-7]+$/)),
  otpauth_url: z.string().check(z.startsWith("otpauth://totp/")),
  qr_svg: z.string().check(z.startsWith("<svg"), z.maxLength(200_000)),
});
export type AuthenticatorSetup = z.infer<typeof authenticatorSetupSchema>;
export const showQrResponseSchema = envelope(authenticatorSetupSchema);

/**
 * `POST user/2fa/enable`: two-step on, confirmed by a first code (the SMS of `send_code`, or the
 * app's code for the secret of `show_qr`); answers the recovery codes, shown this once.
 */
export const enableTwoStepRequestSchema = z.object({
  method: z.enum(["sms", "ga"], { error: "روش ورود دومرحله‌ای را انتخاب کنید" }),
  code: otpField,
});
export type EnableTwoStepRequest = z.input<typeof enableTwoStepRequestSchema>;
export const enableTwoStepResponseSchema = envelope(
  z.object({
    method: z.enum(["sms", "ga"]),
    recovery_codes: z.array(z.string()).check(z.length(RECOVERY_CODE_COUNT)),
  }),
);

/** `POST user/2fa/disable`: two-step off after a code (the app's, or the SMS of `send_code`). */
export const disableTwoStepRequestSchema = z.object({ code: otpField });
export type DisableTwoStepRequest = z.input<typeof disableTwoStepRequestSchema>;
export const disableTwoStepResponseSchema = envelope(z.object({ method: z.literal("off") }));

// ── Sessions and sign-ins ────────────────────────────────────────────────────

/**
 * One live session of the user: where it was opened and last used (`YYYY-MM-DD HH:mm:ss`, Tehran
 * time). `support`: support staff's entry into the account, not the user's own sign-in.
 */
const activeSessionSchema = z.object({
  id: z.number().check(z.int()),
  current: z.boolean(),
  support: z.boolean(),
  client_address: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  expires_at: z.string(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
/** `GET user/sessions`: the user's live sessions, the most recently used first. */
export const activeSessionsResponseSchema = envelope(z.array(activeSessionSchema));
/** `DELETE user/sessions/{id}` and `POST user/sessions/end_others`: how many sessions ended. */
export const endSessionsResponseSchema = envelope(z.object({ ended: z.number().check(z.int()) }));

const signInOutcomeSchema = z.enum(["ok", "wrong_password", "wrong_code"]);
export type SignInOutcome = z.infer<typeof signInOutcomeSchema>;
const signInTwoStepSchema = z.enum(["sms", "ga", "recovery"]);
export type SignInTwoStep = z.infer<typeof signInTwoStepSchema>;

/** One sign-in attempt on the account: when, from where, with what, and how it ended. */
const signInEventSchema = z.object({
  id: z.number().check(z.int()),
  created_at: z.string(),
  client_address: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  outcome: signInOutcomeSchema,
  /** The second step used (or tried, for a wrong code); null without one. */
  two_step: z.nullable(signInTwoStepSchema),
});
export type SignInEvent = z.infer<typeof signInEventSchema>;
/** How many sign-ins the page lists. */
export const RECENT_SIGN_INS = 20;
/** `GET user/sign_in_events`: the last 20 sign-in attempts, newest first. */
export const signInEventsResponseSchema = envelope(z.array(signInEventSchema).check(z.maxLength(RECENT_SIGN_INS)));
