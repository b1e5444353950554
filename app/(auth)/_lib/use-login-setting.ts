"use client";

import { useLoginSettingRead } from "./login-setting-context";

/** Used until the upstream says otherwise, and when it cannot be reached. */
const DEFAULT_RESEND_SECONDS = 60;

/**
 * What the upstream allows on the sign-in screens: registration, password recovery and how long
 * to wait before a code may be sent again. Screens show their links unless told they are off.
 */
export function useLoginSetting() {
  const { setting, error } = useLoginSettingRead();
  return {
    /** Why the settings could not be read (a sign-in screen shows it rather than leaving for /login). */
    error,
    registerEnabled: setting?.register_enabled ?? true,
    forgotPasswordEnabled: setting?.forgot_password_enabled ?? true,
    resendSeconds: setting && setting.otp_resend_seconds > 0 ? setting.otp_resend_seconds : DEFAULT_RESEND_SECONDS,
  };
}
