"use client";

import * as z from "zod/mini";
import { FormTextField } from "@/components/ui/form-fields";
import { useCreateBankTransfer, usePaymentDestinations } from "@/lib/api/wallet";
import { bankTransferRequestSchema } from "@/lib/contract/payment";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { bankOfSheba } from "@/lib/payment/bank-prefixes";
import { isSheba, normalizeSheba } from "@/lib/validation/bank-account";
import { DestinationDetails } from "./destination-details";
import { OfflineSubmissionFooter, useOfflineSubmission } from "./offline-submission";
import { TransferFields } from "./transfer-fields";

const formSchema = z.omit(bankTransferRequestSchema, { target: true, ui_callback: true });

function shebaHint(typed: string) {
  if (!typed.trim() || !isSheba(typed)) return "IR و ۲۴ رقم";
  return bankOfSheba(normalizeSheba(typed)) ?? "حساب بانکی";
}

/** Bank transfer (spec §2): the destination account and Sheba, then the payer's Sheba, amount, time and reference. */
export function BankTransferForm() {
  const destinations = usePaymentDestinations();
  const create = useCreateBankTransfer();
  const form = useZodForm(formSchema, {
    defaultValues: { amount: "", source_sheba: "", reference_code: "", submitted_at: "" },
  });

  const { formError, submitted, submit } = useOfflineSubmission(form, destinations.data?.account.sheba);
  const onSubmit = form.handleSubmit((values) => submit((target) => create.mutateAsync({ ...values, target })));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-muted">
        مبلغ را از حساب خود (پایا، ساتنا یا حساب به حساب) به حساب زیر واریز کنید و مشخصات واریز را ثبت کنید؛ پس از
        بررسی، همهٔ مبلغ به کیف پول شما افزوده می‌شود.
      </p>
      <DestinationDetails kind="account" />
      <form noValidate aria-label="ثبت واریز بانکی" className="flex flex-col gap-4" onSubmit={onSubmit}>
        <FormTextField
          form={form}
          name="source_sheba"
          label="شماره شبای حساب شما"
          dir="ltr"
          className="latin text-end"
          autoComplete="off"
          placeholder="IR000000000000000000000000"
          hint={shebaHint(form.watch("source_sheba") ?? "")}
        />
        <TransferFields form={form} />
        <OfflineSubmissionFooter formError={formError} submitted={submitted} pending={create.isPending} />
      </form>
    </div>
  );
}
