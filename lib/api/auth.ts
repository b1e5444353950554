"use client";

import * as z from "zod/mini";
import {
  activityDomainListResponseSchema,
  loginSettingResponseSchema,
  panelOkResponseSchema,
  panelStepResponseSchema,
  type NewPasswordForm,
  type RegisterRequest,
} from "../contract/auth";
import { envelope } from "../contract/envelope";
import { apiGet, apiPost } from "./client";

/** An answer whose data the screen does not need, only that it succeeded. */
const acknowledgedSchema = envelope(z.unknown());

/**
 * The sign-in calls, through the panel's BFF. The BFF keeps every token (final or temporary) in
 * the session, so the browser sends only what the user typed and learns which step comes next.
 *
 * These are called directly rather than through TanStack mutations on purpose: the query
 * client's global 401 handler sends the user to /login, and on these screens a 401 means
 * "wrong credentials" or "code expired", which the form itself shows.
 */
export const authApi = {
  login: (body: { username: string; password: string }) =>
    apiPost(panelStepResponseSchema, "v1/api/acl/auth/login", body),
  confirmOtp: (body: { otp: string }) => apiPost(panelStepResponseSchema, "v1/api/acl/auth/confirm_otp", body),
  /** The second step with one of the account's recovery codes instead of the code (good once). */
  confirmRecoveryCode: (body: { recovery_code: string }) =>
    apiPost(panelStepResponseSchema, "v1/api/acl/auth/confirm_otp", body),
  sendSmsOtp: () => apiPost(acknowledgedSchema, "v1/api/acl/auth/send_sms_otp", {}),

  forgotPassword: (body: { username: string; mobile: string }) =>
    apiPost(panelOkResponseSchema, "v1/api/acl/auth/forgot_password", body),
  forgotPasswordCheckOtp: (body: { otp: string }) =>
    apiPost(panelOkResponseSchema, "v1/api/acl/auth/forgot_password_check_otp", body),
  /** The BFF checks the confirmation again before it passes the password on. */
  changePasswordByToken: (body: NewPasswordForm) =>
    apiPost(panelOkResponseSchema, "v1/api/acl/auth/change_password_by_token", body),

  register: (body: RegisterRequest) => apiPost(panelStepResponseSchema, "v1/api/user/register", body),
  checkUsername: (body: { user_name: string }) => apiPost(acknowledgedSchema, "v1/api/user/check_exist", body),

  loginSetting: () => apiGet(loginSettingResponseSchema, "v1/api/acl/auth/login_setting"),
  activityDomains: () => apiGet(activityDomainListResponseSchema, "v1/api/user/activity_domain"),
};

export const authKeys = {
  loginSetting: ["auth", "login-setting"] as const,
  activityDomains: ["auth", "activity-domains"] as const,
  username: (userName: string) => ["auth", "username-available", userName] as const,
};
