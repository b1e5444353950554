"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import type { ForgotPasswordRequest } from "@/lib/contract/auth";
import { AuthHeading } from "../../../_components/auth-heading";
import { CodeSentTo } from "../../../_components/code-sent-to";
import { OtpStep } from "../../../_components/otp-step";
import { authApi } from "@/lib/api/auth";
import { useLoginSetting } from "../../../_lib/use-login-setting";
import { LoginSettingError } from "../../../_components/login-setting-error";
import { NewPasswordForm } from "./new-password-form";
import { PasswordChanged } from "./password-changed";
import { RecoveryRequestForm } from "./recovery-request-form";

type Step = "request" | "code" | "password" | "done";

/** The three steps of password recovery and the closing message. */
export function ForgotPasswordFlow() {
  const [step, setStep] = useState<Step>("request");
  // What step 1 sent, as the upstream got it: the code can be asked for again with the same values.
  const [request, setRequest] = useState<{ typed: ForgotPasswordRequest; sent: { username: string; mobile: string } }>({
    typed: { username: "", mobile: "" },
    sent: { username: "", mobile: "" },
  });
  const { forgotPasswordEnabled, resendSeconds, error: settingError } = useLoginSetting();

  if (!forgotPasswordEnabled) {
    return (
      <>
        <AuthHeading title="بازیابی رمز عبور" />
        <Alert tone="warning">
          بازیابی رمز عبور از این پنل در حال حاضر فعال نیست. برای بازیابی با پشتیبانی تماس بگیرید.
        </Alert>
        <Link href="/login" className="mt-5 block text-center text-sm text-primary hover:text-primary-hover">
          بازگشت به ورود
        </Link>
      </>
    );
  }

  if (step === "code") {
    return (
      <>
        <AuthHeading title="کد تأیید" />
        <OtpStep
          description={<CodeSentTo mobile={request.sent.mobile} />}
          resendSeconds={resendSeconds}
          onConfirm={async (otp) => {
            await authApi.forgotPasswordCheckOtp({ otp });
            setStep("password");
          }}
          onResend={() => authApi.forgotPassword(request.sent)}
          backLabel="ویرایش نام کاربری یا موبایل"
          onBack={() => setStep("request")}
        />
      </>
    );
  }

  if (step === "password") {
    return (
      <>
        <AuthHeading title="رمز عبور تازه">رمز عبور تازه‌ای برای حساب خود بسازید.</AuthHeading>
        <NewPasswordForm username={request.sent.username} onChanged={() => setStep("done")} />
      </>
    );
  }

  if (step === "done") return <PasswordChanged />;

  return (
    <>
      <AuthHeading title="بازیابی رمز عبور">
        نام کاربری و شماره موبایلی را که در حساب ثبت شده وارد کنید تا کد تأیید برایتان پیامک شود.
      </AuthHeading>
      <LoginSettingError error={settingError} />
      <RecoveryRequestForm
        defaultValues={request.typed}
        onSent={(typed, sent) => {
          setRequest({ typed, sent });
          setStep("code");
        }}
      />
    </>
  );
}
