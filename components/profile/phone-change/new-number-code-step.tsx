"use client";

import { Button } from "@/components/ui/button";
import { useConfirmNewCode, useNameNewMobile } from "@/lib/api/phone-change";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { PhoneCodeForm } from "./phone-code-form";

export interface NewNumberCodeStepProps {
  newMobile: string;
  /** Seconds until another code may be asked for. */
  waitSeconds: number;
  onFailedChange: (failed: boolean) => void;
  onEditNumber: () => void;
}

/** Step 3: the code sent to the new number; once confirmed the request goes to the expert. */
export function NewNumberCodeStep({ newMobile, waitSeconds, onFailedChange, onEditNumber }: NewNumberCodeStepProps) {
  const confirm = useConfirmNewCode();
  const name = useNameNewMobile();
  return (
    <PhoneCodeForm
      id="new-mobile-code"
      description={
        <>
          کد ۶ رقمی پیامک‌شده به شمارهٔ جدید <MobileNumber value={newMobile} /> را وارد کنید.
        </>
      }
      submitLabel="تأیید و ثبت درخواست"
      waitSeconds={waitSeconds}
      onConfirm={(otp) => confirm.mutateAsync(otp)}
      onResend={() => name.mutateAsync(newMobile)}
      onFailedChange={onFailedChange}
    >
      <Button variant="secondary" onClick={onEditNumber}>
        تغییر شمارهٔ جدید
      </Button>
    </PhoneCodeForm>
  );
}
