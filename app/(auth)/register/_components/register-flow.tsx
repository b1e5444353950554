"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { DEFAULT_AFTER_SIGN_IN } from "@/lib/navigation/safe-next";
import { AuthHeading } from "../../_components/auth-heading";
import { CodeSentTo } from "../../_components/code-sent-to";
import { OtpStep } from "../../_components/otp-step";
import { authApi } from "@/lib/api/auth";
import { enterPanel } from "../../_lib/enter-panel";
import { useLoginSetting } from "../../_lib/use-login-setting";
import { LoginSettingError } from "../../_components/login-setting-error";
import { RegisterForm } from "./register-form";
import { EMPTY_REGISTER_FORM, type RegisterFormValues } from "./register-defaults";

/** Registration's two steps; going back to the details keeps everything typed. */
export function RegisterFlow({ resellerId }: { resellerId?: number }) {
  const [typed, setTyped] = useState<RegisterFormValues>({ ...EMPTY_REGISTER_FORM, reseller_id: resellerId });
  const [mobile, setMobile] = useState<string | null>(null);
  const { registerEnabled, resendSeconds, error: settingError } = useLoginSetting();

  if (!registerEnabled) {
    return (
      <>
        <AuthHeading title="ثبت‌نام" />
        <Alert tone="warning">ثبت‌نام از این پنل در حال حاضر فعال نیست.</Alert>
        <Link href="/login" className="mt-5 block text-center text-sm text-primary hover:text-primary-hover">
          بازگشت به ورود
        </Link>
      </>
    );
  }

  if (mobile) {
    return (
      <>
        <AuthHeading title="تأیید شماره موبایل" />
        <OtpStep
          description={<CodeSentTo mobile={mobile} purpose="تا ثبت‌نام کامل شود" />}
          submitLabel="تأیید و ورود"
          resendSeconds={resendSeconds}
          onConfirm={async (otp) => {
            await authApi.confirmOtp({ otp });
            enterPanel(DEFAULT_AFTER_SIGN_IN);
          }}
          onResend={authApi.sendSmsOtp}
          backLabel="ویرایش اطلاعات"
          onBack={() => setMobile(null)}
        />
      </>
    );
  }

  return (
    <>
      <AuthHeading title="ساخت حساب کاربری">
        پس از ثبت اطلاعات، کدی برای تأیید شماره موبایل شما پیامک می‌شود.
      </AuthHeading>
      <LoginSettingError error={settingError} />
      <RegisterForm
        defaultValues={typed}
        onRegistered={(values, sentMobile) => {
          setTyped(values);
          setMobile(sentMobile);
        }}
      />
    </>
  );
}
