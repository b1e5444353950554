"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useDisableTwoStep } from "@/lib/api/security";
import { toast } from "@/lib/ui/toast-store";
import { MobileNumber } from "./mobile-number";
import { SendCodeButton } from "./send-code-button";
import { TwoStepCodeForm } from "./two-step-code-form";
import { useCodeToMobile } from "./use-code-to-mobile";

/**
 * Turning two-step off, after a code: the app's when it is on by authenticator (or an SMS code
 * for a user whose phone with the app is gone), an SMS code when it is on by SMS.
 */
export function DisableTwoStep({ method, mobile }: { method: "sms" | "ga"; mobile: string }) {
  const [open, setOpen] = useState(false);
  const code = useCodeToMobile();
  const disable = useDisableTwoStep();

  if (!open) {
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        خاموش کردن ورود دومرحله‌ای
      </Button>
    );
  }

  const close = (
    <Button variant="ghost" onClick={() => setOpen(false)}>
      انصراف
    </Button>
  );
  const needsSms = method === "sms" && !code.sentTo;

  return (
    <div className="flex flex-col gap-4 border-t border-border pt-4">
      <p className="text-sm leading-7">
        {method === "ga" ? (
          <>
            برای خاموش کردن، کد ۶ رقمی برنامهٔ احراز هویت را وارد کنید.
            {code.sentTo ? (
              <>
                {" "}
                کد پیامک‌شده به <MobileNumber mobile={code.sentTo} /> هم پذیرفته می‌شود.
              </>
            ) : (
              " اگر به برنامه دسترسی ندارید، کدی به موبایل حساب بگیرید."
            )}
          </>
        ) : needsSms ? (
          <>
            برای خاموش کردن، کدی به <MobileNumber mobile={mobile} /> پیامک می‌شود.
          </>
        ) : (
          <>
            کد ۶ رقمی پیامک‌شده به <MobileNumber mobile={code.sentTo ?? mobile} /> را وارد کنید.
          </>
        )}
      </p>
      {code.error ? <Alert tone="danger">{code.error}</Alert> : null}
      {needsSms ? (
        <div className="flex flex-wrap gap-2">
          <SendCodeButton code={code} />
          {close}
        </div>
      ) : (
        <TwoStepCodeForm
          submitLabel="خاموش کردن"
          onSubmit={async (otp) => {
            await disable.mutateAsync({ code: otp });
            toast.success("ورود دومرحله‌ای خاموش شد.");
          }}
        >
          <SendCodeButton code={code} />
          {close}
        </TwoStepCodeForm>
      )}
    </div>
  );
}
