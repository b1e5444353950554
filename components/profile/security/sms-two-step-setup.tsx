"use client";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useEnableTwoStep } from "@/lib/api/security";
import { MobileNumber } from "./mobile-number";
import { SendCodeButton } from "./send-code-button";
import { TwoStepCodeForm } from "./two-step-code-form";
import { useCodeToMobile } from "./use-code-to-mobile";

export interface TwoStepSetupProps {
  /** Turned on: the recovery codes to show this once. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Two-step by SMS: a code to the account's mobile confirms that it reaches the user, and turns it on. */
export function SmsTwoStepSetup({ mobile, onEnabled, onCancel }: TwoStepSetupProps & { mobile: string }) {
  const code = useCodeToMobile();
  const enable = useEnableTwoStep();
  const cancel = (
    <Button variant="ghost" onClick={onCancel}>
      انصراف
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-7">
        {code.sentTo ? (
          <>
            کد ۶ رقمی پیامک‌شده به <MobileNumber mobile={code.sentTo} /> را وارد کنید.
          </>
        ) : (
          <>
            کد تأیید به شمارهٔ موبایل حساب، <MobileNumber mobile={mobile} />، پیامک می‌شود. از این پس هر ورود به حساب به
            کدی نیاز دارد که به همین شماره فرستاده می‌شود.
          </>
        )}
      </p>
      {code.error ? <Alert tone="danger">{code.error}</Alert> : null}
      {code.sentTo ? (
        <TwoStepCodeForm
          submitLabel="روشن کردن ورود دومرحله‌ای"
          onSubmit={async (otp) => onEnabled((await enable.mutateAsync({ method: "sms", code: otp })).recovery_codes)}
        >
          <SendCodeButton code={code} />
          {cancel}
        </TwoStepCodeForm>
      ) : (
        <div className="flex flex-wrap gap-2">
          <SendCodeButton code={code} />
          {cancel}
        </div>
      )}
    </div>
  );
}
