import * as z from "zod/mini";
import { accountPlanSchema, type AccountPlan } from "./plans";
import { envelope } from "./envelope";
import { mobileField, newPasswordField, otpField, registerUsernameField } from "./account-fields";
import { OTP_MESSAGES } from "../validation/otp";
import { PASSWORD_MESSAGES } from "../validation/password";
import { isRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_MESSAGES } from "../validation/recovery-code";
import { USERNAME_MESSAGES } from "../validation/username";

// ── Field rules, shared by the forms and the upstream ─────────────────────────

const loginUsernameField = z
  .string({ error: USERNAME_MESSAGES.required })
  .check(z.trim(), z.minLength(1, USERNAME_MESSAGES.required), z.maxLength(64, USERNAME_MESSAGES.max));

const tokenField = z.string().check(z.minLength(1), z.maxLength(255));

// ── Login and two-step ───────────────────────────────────────────────────────

/** login: signed in; sms, ga: the second step; setup: the owner asks two-step of every member and this
 * colleague has none yet: the code sent to their mobile turns SMS two-step on as it signs them in. */
const loginMethodSchema = z.enum(["login", "sms", "ga", "setup"]);
export type LoginMethod = z.infer<typeof loginMethodSchema>;

export const loginRequestSchema = z.object({
  username: loginUsernameField,
  password: z
    .string({ error: PASSWORD_MESSAGES.required })
    .check(z.minLength(1, PASSWORD_MESSAGES.required), z.maxLength(128)),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenResultSchema = z.object({ method: loginMethodSchema, token: tokenField });
export const loginResponseSchema = envelope(tokenResultSchema);

/** A recovery code typed at sign-in, normalised (lower case, no hyphen) as it is stored. */
const recoveryCodeField = z.pipe(
  z.pipe(z.string({ error: RECOVERY_CODE_MESSAGES.required }), z.transform(normalizeRecoveryCode)),
  z
    .string()
    .check(z.minLength(1, RECOVERY_CODE_MESSAGES.required), z.refine(isRecoveryCode, RECOVERY_CODE_MESSAGES.format)),
);

/**
 * The second step: the code (SMS or authenticator), or instead one of the account's recovery codes
 * (good once). Without either, the code is what is asked for.
 */
const secondStepFields = { otp: z.optional(otpField), recovery_code: z.optional(recoveryCodeField) };
const codeOrRecovery = z.refine<{ otp?: string; recovery_code?: string }>(
  (v) => v.otp !== undefined || v.recovery_code !== undefined,
  { path: ["otp"], message: OTP_MESSAGES.required },
);
export const confirmOtpRequestSchema = z.object({ token: tokenField, ...secondStepFields }).check(codeOrRecovery);
/** What the browser sends: the temporary token waits in the session. */
export const otpFormSchema = z.object({ otp: otpField });
/** The sign-in's second step as the browser may send it: the code, or a recovery code. */
export const secondStepFormSchema = z.object(secondStepFields).check(codeOrRecovery);
export const recoveryCodeFormSchema = z.object({ recovery_code: recoveryCodeField });

export const sendSmsOtpRequestSchema = z.object({ token: tokenField });

/**
 * A colleague's session: the account they work in and what their role allows (its name is never
 * shown to them, spec §6). Absent for the owner, who may do everything.
 */
const memberOfSchema = z.object({
  account_name: z.nullable(z.string()),
  account_user_name: z.string(),
  permissions: z.array(z.string()),
});
export type MemberOf = z.infer<typeof memberOfSchema>;

const checkTokenDataSchema = z.object({
  user_name: z.string(),
  user_id: z.number().check(z.int()),
  name: z.nullable(z.string()),
  member_of: z.optional(memberOfSchema),
  document_block: z.optional(z.boolean()),
  is_reseller: z.optional(z.boolean()),
  send_block: z.optional(z.boolean()),
  /** The account's live plan (plans.ts); null when it has none. */
  plan: z.optional(z.nullable(accountPlanSchema)),
});
export type CheckTokenData = z.infer<typeof checkTokenDataSchema>;
export const checkTokenResponseSchema = envelope(checkTokenDataSchema);

const loginSettingSchema = z.object({
  register_enabled: z.boolean(),
  forgot_password_enabled: z.boolean(),
  otp_length: z.number().check(z.int()),
  otp_resend_seconds: z.number().check(z.int()),
});
export const loginSettingResponseSchema = envelope(loginSettingSchema);

// ── Forgotten password ───────────────────────────────────────────────────────

export const forgotPasswordRequestSchema = z.object({ username: loginUsernameField, mobile: mobileField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;
export const forgotPasswordResponseSchema = envelope(z.object({ token: tokenField }));

export const forgotPasswordCheckOtpRequestSchema = z.object({ token: tokenField, otp: otpField });

export const changePasswordByTokenRequestSchema = z.object({
  token: tokenField,
  otp: otpField,
  password: newPasswordField,
});

/** The browser's last step: new password twice; token and code wait in the session. */
export const newPasswordFormSchema = z.object({ password: newPasswordField, password_confirmation: z.string() }).check(
  z.refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: PASSWORD_MESSAGES.mismatch,
  }),
);
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

// ── Registration ─────────────────────────────────────────────────────────────

const activityDomainSchema = z.object({ id: z.number().check(z.int()), title: z.string() });
export const activityDomainListResponseSchema = envelope(z.array(activityDomainSchema));

export const checkExistRequestSchema = z.object({ user_name: registerUsernameField });

const registerFields = z.object({
  user_name: registerUsernameField,
  name_family: z
    .string()
    .check(z.trim(), z.minLength(2, "نام و نام خانوادگی را وارد کنید"), z.maxLength(100, "نام حداکثر ۱۰۰ کاراکتر است")),
  mobile_number: mobileField,
  activity_domain_id: z.coerce
    .number({ error: "حوزه فعالیت را انتخاب کنید" })
    .check(z.int(), z.positive("حوزه فعالیت را انتخاب کنید")),
  password: newPasswordField,
  reseller_id: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

/** What the upstream takes. */
export const registerRequestSchema = registerFields;
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The form adds the confirmation, checked on both sides. */
export const registerFormSchema = z.extend(registerFields, { password_confirmation: z.string() }).check(
  z.refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: PASSWORD_MESSAGES.mismatch,
  }),
);
export type RegisterForm = z.input<typeof registerFormSchema>;

/** Registration answers a temporary token; the code sent to the mobile finishes it through confirm_otp. */
export const registerResponseSchema = envelope(tokenResultSchema);

// ── Registration roles (the packages are in plans.ts) ────────────────────────

export const aclListQuerySchema = z.object({ reseller_id: z.coerce.number().check(z.int(), z.positive()) });
const aclItemSchema = z.object({ id: z.number().check(z.int()), title: z.string(), price: z.number() });
export const aclListResponseSchema = envelope(z.array(aclItemSchema));

// ── What the panel's BFF answers the browser for token-yielding calls ────────
// The token stays in the session; the browser learns only which step comes next.

const panelStepSchema = z.object({ method: loginMethodSchema });
export const panelStepResponseSchema = envelope(panelStepSchema);
export const panelOkResponseSchema = envelope(z.null());

/** Who is signed in, as the panel's server knows it from the session. */
export interface SessionUser {
  user_name: string;
  name: string | null;
  user_id: number;
  impersonated: boolean;
  /** A colleague's account and permissions (check_token's); absent for the owner. */
  member_of?: MemberOf;
  /** The account's live plan, as check_token told it on this request; null when it has none. */
  plan?: AccountPlan | null;
}
