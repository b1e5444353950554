"use client";

import { Alert } from "@/components/ui/alert";
import { ActiveSessions } from "./active-sessions";
import { ChangePasswordForm } from "./change-password-form";
import { RecentSignIns } from "./recent-sign-ins";
import { TwoStepCard } from "./two-step-card";

export interface SecuritySettingsProps {
  username: string;
  /** Support staff's entry: everything is shown, nothing can be changed (the upstream refuses it too). */
  impersonated: boolean;
}

/** /profile/security-setting: the password, two-step sign-in, the live sessions and the recent sign-ins. */
export function SecuritySettings({ username, impersonated }: SecuritySettingsProps) {
  return (
    <div className="flex flex-col gap-4 md:gap-6">
      {impersonated ? (
        <Alert tone="warning">
          در ورود پشتیبان این صفحه فقط خواندنی است: رمز عبور، ورود دومرحله‌ای و نشست‌ها را فقط خود کاربر تغییر می‌دهد.
        </Alert>
      ) : null}
      <div className="grid items-start gap-4 md:gap-6 lg:grid-cols-2">
        <ChangePasswordForm username={username} readOnly={impersonated} />
        <TwoStepCard username={username} readOnly={impersonated} />
      </div>
      <ActiveSessions readOnly={impersonated} />
      <RecentSignIns />
    </div>
  );
}
