"use client";

import * as z from "zod/mini";
import { FormTextField } from "@/components/ui/form-fields";
import { useCreateCardToCard, usePaymentDestinations } from "@/lib/api/wallet";
import { cardToCardCredit, cardToCardRequestSchema, PAYMENT_RULES } from "@/lib/contract/payment";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { bankOfCard } from "@/lib/payment/bank-prefixes";
import { isCardNumber, normalizeCard } from "@/lib/validation/bank-account";
import { toPersianDigits } from "@/lib/validation/digits";
import { DestinationDetails } from "./destination-details";
import { OfflineSubmissionFooter, useOfflineSubmission } from "./offline-submission";
import { PriceLines } from "./price-lines";
import { TransferFields } from "./transfer-fields";

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
  const form = useZodForm(formSchema, {
    defaultValues: { amount: "", source_card: "", reference_code: "", submitted_at: "" },
  });
  const typed = Number(form.watch("amount") || 0);
  const { deducted, credit } = cardToCardCredit(typed);

  const { formError, submitted, submit } = useOfflineSubmission(form, destinations.data?.card.number);
  const onSubmit = form.handleSubmit((values) => submit((target) => create.mutateAsync({ ...values, target })));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-muted">
        {`مبلغ را به کارت زیر واریز کنید و مشخصات واریز را ثبت کنید. ${toPersianDigits(PAYMENT_RULES.cardToCardDeductionPercent)} درصد مبلغ کسر می‌شود و باقی پس از بررسی به کیف پول شما افزوده می‌شود.`}
      </p>
      <DestinationDetails kind="card" />
      <form noValidate aria-label="ثبت واریز کارت به کارت" className="flex flex-col gap-4" onSubmit={onSubmit}>
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
        <TransferFields form={form} />
        <PriceLines
          label="آنچه به کیف پول می‌رسد"
          lines={[
            { label: "مبلغ واریزی", amount: typed },
            { label: `کسر ${toPersianDigits(PAYMENT_RULES.cardToCardDeductionPercent)} درصد`, amount: deducted },
            { label: "افزایش اعتبار پس از تأیید", amount: credit, total: true },
          ]}
        />
        <OfflineSubmissionFooter formError={formError} submitted={submitted} pending={create.isPending} />
      </form>
    </div>
  );
}
