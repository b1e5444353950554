"use client";

import { LowCreditAlertForm } from "@/components/wallet/low-credit-alert-form";
import { DefaultLineForm } from "./default-line-form";
import { NotificationsForm } from "./notifications-form";

/** The account's settings, each saved on its own: the low-balance alert, the default line and the notifications. */
export function SettingsView() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <LowCreditAlertForm />
        <DefaultLineForm />
      </div>
      <NotificationsForm />
    </div>
  );
}
