"use client";

import { useState } from "react";
import type { LoginRequest } from "@/lib/contract/auth";
import { Alert } from "@/components/ui/alert";
import { AuthHeading } from "../../_components/auth-heading";
import { LoginSettingError } from "../../_components/login-setting-error";
import { OtpStep } from "../../_components/otp-step";
import { authApi } from "@/lib/api/auth";
import { enterPanel } from "../../_lib/enter-panel";
import { useLoginSetting } from "../../_lib/use-login-setting";
import { LoginForm } from "./login-form";
import { RecoveryCodeStep } from "./recovery-code-step";

type CodeMethod = "sms" | "ga" | "setup";
type Step = { kind: "credentials" } | { kind: "code" | "recovery"; method: CodeMethod };

const CODE_TEXT = {
  sms: {
    title: "ورود دومرحله‌ای",
    description: "کد ۶ رقمی را که به شماره موبایل حساب شما پیامک شد وارد کنید.",
  },
  ga: {
    title: "ورود دومرحله‌ای",
    description: "کد ۶ رقمی را که برنامه Google Authenticator برای این حساب نشان می‌دهد وارد کنید.",
  },
  setup: {
    title: "راه‌اندازی ورود دومرحله‌ای",
    description:
      "مدیر حساب ورود دومرحله‌ای را برای همهٔ اعضا الزامی کرده است. کد ۶ رقمی را که به شماره موبایل شما پیامک شد وارد کنید تا ورود دومرحله‌ای پیامکی برایتان روشن شود.",
  },
} as const;

/** Why the visitor was sent to sign in, when something sent them (`/login?reason=…`). */
const REASONS: Record<string, string> = {
  external: "لینک ورود پشتیبان معتبر نیست یا منقضی شده است. لینک تازه‌ای از سامانه پشتیبانی بگیرید.",
  unavailable: "ارتباط با سرور برقرار نشد. کمی بعد دوباره تلاش کنید.",
};

/** The sign-in screen's two steps; what was typed in the first survives a trip back from the second. */
export function LoginFlow({ next, reason }: { next: string; reason?: string }) {
  const [step, setStep] = useState<Step>({ kind: "credentials" });
  const [credentials, setCredentials] = useState<LoginRequest>({ username: "", password: "" });
  const { resendSeconds, error: settingError } = useLoginSetting();
  const reasonText = reason ? REASONS[reason] : undefined;

  if (step.kind === "recovery") {
    return (
      <>
        <AuthHeading title="ورود با کد بازیابی" />
        <RecoveryCodeStep onSignedIn={() => enterPanel(next)} onBack={() => setStep({ ...step, kind: "code" })} />
      </>
    );
  }

  if (step.kind === "code") {
    const text = CODE_TEXT[step.method];
    return (
      <>
        <AuthHeading title={text.title} />
        <OtpStep
          description={text.description}
          resendSeconds={resendSeconds}
          onConfirm={async (otp) => {
            await authApi.confirmOtp({ otp });
            enterPanel(next);
          }}
          onResend={step.method === "ga" ? undefined : authApi.sendSmsOtp}
          backLabel="ویرایش نام کاربری"
          onBack={() => setStep({ kind: "credentials" })}
        />
        {step.method === "setup" ? null : (
          <button
            type="button"
            // Focus stays in the code field: leaving it would show its "required" message first,
            // moving this button from under the pointer before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setStep({ ...step, kind: "recovery" })}
            className="mt-4 text-sm font-medium text-primary hover:text-primary-hover"
          >
            استفاده از کد بازیابی
          </button>
        )}
      </>
    );
  }

  return (
    <>
      <AuthHeading title="ورود به پنل">برای ورود، نام کاربری و رمز عبور خود را وارد کنید.</AuthHeading>
      {reasonText ? (
        <Alert tone="warning" className="mb-5">
          {reasonText}
        </Alert>
      ) : null}
      <LoginSettingError error={settingError} />
      <LoginForm
        defaultValues={credentials}
        onSignedIn={() => enterPanel(next)}
        onCodeRequired={(method, values) => {
          setCredentials(values);
          setStep({ kind: "code", method });
        }}
      />
    </>
  );
}
