"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DialogError, Modal } from "@/components/ui/dialog";
import { sendTimeToDate } from "@/lib/contract/send";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import type { SendQuote } from "@/lib/send/quote";
import { CreditShortAlert, useCreditFor } from "@/components/layout/credit-short-alert";
import { PriceBreakdownTable } from "./price-breakdown";

export interface ConfirmSendDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  breakdown: SendQuote | null;
  sendTime?: string;
  onConfirm(): void;
  pending: boolean;
  error: string | null;
  /** Shown while sending, e.g. the upload of a file. */
  progress?: ReactNode;
}

/** The confirmation step: the price, when it goes, and whether the wallet covers it. */
export function ConfirmSendDialog({
  open,
  onOpenChange,
  breakdown,
  sendTime,
  onConfirm,
  pending,
  error,
  progress,
}: ConfirmSendDialogProps) {
  const { credit, short } = useCreditFor(breakdown?.total);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
      title="تأیید ارسال"
      className="max-w-lg"
      closeButton={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            بازگشت و ویرایش
          </Button>
          <Button onClick={onConfirm} loading={pending} disabled={!breakdown || short} className="min-w-32">
            {sendTime ? "تأیید و زمان‌بندی" : "تأیید و ارسال"}
          </Button>
        </>
      }
    >
      <p className="text-sm leading-7">
        {sendTime ? (
          <>
            پیام در <strong dir="ltr">{formatJalaliDateTime(sendTimeToDate(sendTime))}</strong> فرستاده می‌شود.
          </>
        ) : (
          "پیام بی‌درنگ پس از تأیید فرستاده می‌شود."
        )}
      </p>
      {breakdown ? <PriceBreakdownTable breakdown={breakdown} credit={credit} /> : null}
      {short ? <CreditShortAlert /> : null}
      {progress}
      <DialogError error={error} />
    </Modal>
  );
}
