"use client";

import { Button } from "@/components/ui/button";
import { CreditShortAlert, useCreditFor } from "@/components/layout/credit-short-alert";
import { DialogError, Modal } from "@/components/ui/dialog";
import { LatinText } from "@/components/ui/latin-text";
import { MobileNumber } from "@/components/ui/list/mobile-number";
import { formatExactRial, groupDigits } from "@/lib/format/money";
import { lineNumberText } from "@/lib/send/line-label";
import type { SendQuote } from "@/lib/send/quote";

export interface TestSendConfirmProps {
  open: boolean;
  onClose(): void;
  line: string;
  mobile: string;
  /** The text as the phone shows it. */
  text: string;
  breakdown: SendQuote | null;
  onConfirm(): void;
  pending: boolean;
  error: string | null;
}

/** The test send's confirmation: from which line to which phone, the text, its price and what the credit keeps. */
export function TestSendConfirm({
  open,
  onClose,
  line,
  mobile,
  text,
  breakdown,
  onConfirm,
  pending,
  error,
}: TestSendConfirmProps) {
  const { credit, short } = useCreditFor(breakdown?.total);
  const after = breakdown && credit !== undefined ? credit - breakdown.total : undefined;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (pending || next ? undefined : onClose())}
      title="تأیید ارسال آزمایشی"
      className="max-w-lg"
      closeButton={!pending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            بازگشت و ویرایش
          </Button>
          <Button onClick={onConfirm} loading={pending} disabled={!breakdown || short} className="min-w-32">
            تأیید و ارسال
          </Button>
        </>
      }
    >
      <p className="text-sm leading-7">
        از خط <LatinText>{lineNumberText(line)}</LatinText> به شمارهٔ همراه شما <MobileNumber value={mobile} /> بی‌درنگ
        فرستاده می‌شود:
      </p>
      <p className="rounded-lg bg-surface-2 p-3 text-sm leading-7 break-words whitespace-pre-wrap">{text}</p>
      {breakdown ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted">تعداد بخش پیامک</dt>
          <dd className="text-end">{groupDigits(breakdown.parts)}</dd>
          <dt className="text-muted">هزینهٔ پیامک</dt>
          <dd className="text-end">{formatExactRial(breakdown.base)}</dd>
          <dt className="text-muted">عوارض ارسال</dt>
          <dd className="text-end">{formatExactRial(breakdown.surcharge)}</dd>
          <dt className="font-bold">مبلغ کل</dt>
          <dd className="text-end font-bold">{formatExactRial(breakdown.total)}</dd>
          {after !== undefined ? (
            <>
              <dt className="text-muted">اعتبار پس از ارسال</dt>
              <dd className={`text-end ${after < 0 ? "text-danger" : ""}`}>{formatExactRial(after)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {short ? <CreditShortAlert /> : null}
      <DialogError error={error} />
    </Modal>
  );
}
