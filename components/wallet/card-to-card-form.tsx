"use client";

import { useState } from "react";
import * as z from "zod/mini";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-fields";
import { useCreateCardToCard, usePaymentDestinations } from "@/lib/api/wallet";
import { cardToCardCredit, cardToCardRequestSchema, PAYMENT_RULES, type Payment } from "@/lib/contract/payment";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { bankOfCard } from "@/lib/payment/bank-prefixes";
import { isCardNumber, normalizeCard } from "@/lib/validation/bank-account";
import { toPersianDigits } from "@/lib/validation/digits";
import { AmountField } from "./amount-field";
import { DestinationDetails } from "./destination-details";
import { OfflineSubmitted } from "./offline-submitted";
import { PriceLines } from "./price-lines";
import { TransferTimeField } from "./transfer-time-field";

const formSchema = z.omit(cardToCardRequestSchema, { target: true, ui_callback: true });

/** The bank of a typed card, once its 16 digits check out; a hint under the field. */
function cardHint(typed: string) {
  const card = normalizeCard(typed);
  if (!isCardNumber(card)) return "۱۶ رقم روی کارت";
  return bankOfCard(card) ?? "کارت بانکی";
}

/**
 * Card to card (spec §2, §9): the destination card with its owner and bank, then the payer's card,
 * amount, time and reference; 10% is deducted and the rest reaches the wallet once reviewed.
 */
export function CardToCardForm() {
  const destinations = usePaymentDestinations();
  const create = useCreateCardToCard();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Payment | null>(null);
  const form = useZodForm(formSchema, {
    defaultValues: { amount: "", source_card: "", reference_code: "", submitted_at: "" },
  });
  const typed = Number(form.watch("amount") || 0);
  const { deducted, credit } = cardToCardCredit(typed);

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    setSubmitted(null);
    const target = destinations.data?.card.number;
    if (!target) return setFormError("کارت مقصد هنوز خوانده نشده است؛ دوباره تلاش کنید.");
    create.mutate(
      { ...values, target },
      {
        onSuccess: (payment) => {
          setSubmitted(payment);
          form.reset();
        },
        onError: (error) => setFormError(form.applyServerError(error)),
      },
    );
  });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-muted">
        {`مبلغ را به کارت زیر واریز کنید و مشخصات واریز را ثبت کنید. ${toPersianDigits(PAYMENT_RULES.cardToCardDeductionPercent)} درصد مبلغ کسر می‌شود و باقی پس از بررسی به کیف پول شما افزوده می‌شود.`}
      </p>
      <DestinationDetails kind="card" />
      <form noValidate aria-label="ثبت واریز کارت به کارت" className="flex flex-col gap-4" onSubmit={submit}>
        <FormTextField
          form={form}
          name="source_card"
          label="شماره کارت شما"
          inputMode="numeric"
          dir="ltr"
          className="latin text-end"
          autoComplete="cc-number"
          hint={cardHint(form.watch("source_card") ?? "")}
        />
        <AmountField control={form.control} name="amount" />
        <TransferTimeField control={form.control} name="submitted_at" />
        <FormTextField
          form={form}
          name="reference_code"
          label="شماره پیگیری"
          inputMode="numeric"
          dir="ltr"
          className="latin text-end"
        />
        <PriceLines
          label="آنچه به کیف پول می‌رسد"
          lines={[
            { label: "مبلغ واریزی", amount: typed },
            { label: `کسر ${toPersianDigits(PAYMENT_RULES.cardToCardDeductionPercent)} درصد`, amount: deducted },
            { label: "افزایش اعتبار پس از تأیید", amount: credit, total: true },
          ]}
        />
        <DialogError error={formError} />
        {submitted ? <OfflineSubmitted payment={submitted} /> : null}
        <Button type="submit" loading={create.isPending} className="self-start">
          ثبت واریز
        </Button>
      </form>
    </div>
  );
}
