"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import type { Payment } from "@/lib/contract/payment";
import { OfflineSubmitted } from "./offline-submitted";

interface SubmittingForm {
  reset: () => void;
  applyServerError: (error: unknown) => string | null;
}

/**
 * Sending a card-to-card or bank transfer: to the destination the page shows (none yet: say so),
 * the form cleared once it is recorded, the upstream's refusals beside their fields otherwise.
 */
export function useOfflineSubmission(form: SubmittingForm, destination: string | undefined) {
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Payment | null>(null);
  const submit = (send: (target: string) => Promise<Payment>) => {
    setFormError(null);
    setSubmitted(null);
    if (!destination) return setFormError("مقصد واریز هنوز خوانده نشده است؛ دوباره تلاش کنید.");
    send(destination).then(
      (payment) => {
        setSubmitted(payment);
        form.reset();
      },
      (error: unknown) => setFormError(form.applyServerError(error)),
    );
  };
  return { formError, submitted, submit };
}

/** The end of a transfer's form: what went wrong, or that it waits for review, and the button. */
export function OfflineSubmissionFooter({
  formError,
  submitted,
  pending,
}: {
  formError: string | null;
  submitted: Payment | null;
  pending: boolean;
}) {
  return (
    <>
      <DialogError error={formError} />
      {submitted ? <OfflineSubmitted payment={submitted} /> : null}
      <Button type="submit" loading={pending} className="self-start">
        ثبت واریز
      </Button>
    </>
  );
}
