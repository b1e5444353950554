"use client";

import { useQuery } from "@tanstack/react-query";
import { authApi, authKeys } from "@/lib/api/auth";

/** Used until the upstream says otherwise, and when it cannot be reached. */
const DEFAULT_RESEND_SECONDS = 60;

/**
 * What the upstream allows on the sign-in screens: registration, password recovery and how long
 * to wait before a code may be sent again. Screens show their links until told they are off.
 */
export function useLoginSetting() {
  const query = useQuery({
    queryKey: authKeys.loginSetting,
    queryFn: authApi.loginSetting,
    staleTime: 5 * 60_000,
    select: (answer) => answer.data,
  });
  const setting = query.data;
  return {
    isLoading: query.isPending,
    /** Why the settings could not be read (a sign-in screen shows it rather than leaving for /login). */
    error: query.error,
    registerEnabled: setting?.register_enabled ?? true,
    forgotPasswordEnabled: setting?.forgot_password_enabled ?? true,
    resendSeconds: setting && setting.otp_resend_seconds > 0 ? setting.otp_resend_seconds : DEFAULT_RESEND_SECONDS,
  };
}
