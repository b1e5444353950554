"use client";

import { parseAsInteger, useQueryStates } from "nuqs";
import { useState } from "react";
import * as z from "zod/mini";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { useStartOnlinePayment } from "@/lib/api/wallet";
import { generateUrlQuerySchema, onlinePaymentTotal, PAYMENT_RULES } from "@/lib/contract/payment";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { AmountField } from "./amount-field";
import { PriceLines } from "./price-lines";

const formSchema = z.pick(generateUrlQuerySchema, { amount: true });
const PRESETS = [1_000_000, 2_000_000, 5_000_000, 10_000_000] as const;

/**
 * Online top-up (spec §2, §9): at least 1,000,000 rials, 10% tax on top. The page shows what will
 * be paid before leaving for the bank's gateway; the request is made once, on the user's press.
 * `?amount=` fills the amount in (a plan bought with too little credit sends its shortfall).
 */
export function OnlinePaymentForm() {
  // A page that sent the user here for a shortfall names the amount (`?amount=`): it is filled in.
  const [{ amount: asked }] = useQueryStates({ amount: parseAsInteger });
  const form = useZodForm(formSchema, { defaultValues: { amount: asked !== null && asked > 0 ? String(asked) : "" } });
  const start = useStartOnlinePayment();
  const typed = Number(form.watch("amount") || 0);
  const price = onlinePaymentTotal(typed >= PAYMENT_RULES.minOnlineAmount ? typed : 0);
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <form
      noValidate
      aria-label="پرداخت آنلاین"
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit(({ amount }) => {
        setFormError(null);
        start.mutate(amount, { onError: (error) => setFormError(form.applyServerError(error)) });
      })}
    >
      <AmountField control={form.control} name="amount" presets={PRESETS} />
      <PriceLines
        label="مبلغ قابل پرداخت"
        lines={[
          { label: "مبلغ شارژ", amount: price.amount },
          {
            label: `مالیات بر ارزش افزوده (${PAYMENT_RULES.onlineTaxPercent.toLocaleString("fa-IR")}٪)`,
            amount: price.tax,
          },
          { label: "مبلغ قابل پرداخت", amount: price.total, total: true },
        ]}
      />
      <DialogError error={formError} />
      <Button type="submit" loading={start.isPending || start.isSuccess} className="self-start">
        پرداخت و رفتن به درگاه
      </Button>
    </form>
  );
}
