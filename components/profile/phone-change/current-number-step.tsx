"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useConfirmCurrentCode, useRequestCurrentCode } from "@/lib/api/phone-change";
import type { CodeOffer } from "@/lib/contract/phone-change";
import { toErrorMessage } from "@/lib/errors/to-message";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { PhoneCodeForm } from "./phone-code-form";

/** Step 1: a code to the account's current number, then that code. */
export function CurrentNumberStep({ mobile }: { mobile: string }) {
  const request = useRequestCurrentCode();
  const confirm = useConfirmCurrentCode();
  const [offer, setOffer] = useState<CodeOffer | null>(null);

  if (!offer) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm leading-7">
          برای امنیت حساب، ابتدا کد تأییدی به شمارهٔ فعلی <MobileNumber value={mobile} /> فرستاده می‌شود. پس از تأیید آن،
          شمارهٔ جدید را وارد می‌کنید.
        </p>
        {request.error ? <Alert tone="danger">{toErrorMessage(request.error)}</Alert> : null}
        <Button
          className="self-start"
          loading={request.isPending}
          onClick={() => request.mutate(undefined, { onSuccess: setOffer })}
        >
          ارسال کد به شمارهٔ فعلی
        </Button>
      </div>
    );
  }
  return (
    <PhoneCodeForm
      id="current-mobile-code"
      description={
        <>
          کد ۶ رقمی پیامک‌شده به <MobileNumber value={offer.mobile} /> را وارد کنید.
        </>
      }
      submitLabel="تأیید شمارهٔ فعلی"
      waitSeconds={offer.resend_in}
      onConfirm={(otp) => confirm.mutateAsync(otp)}
      onResend={() => request.mutateAsync()}
    />
  );
}
