"use client";

import { useState } from "react";
import * as z from "zod/mini";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-fields";
import { useDrawContest } from "@/lib/api/secretaries";
import { secretaryDrawRequestSchema } from "@/lib/contract/secretaries";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/toast-store";
import { toLatinDigits, toPersianDigits } from "@/lib/validation/digits";

const { count, seed } = secretaryDrawRequestSchema.shape;

/** The fields as typed (digits in any script; a blank seed is none), checked by the contract's rules. */
const drawFormSchema = z.object({
  count: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => {
        const digits = toLatinDigits(text).trim();
        return digits === "" ? undefined : Number(digits);
      }),
    ),
    count,
  ),
  seed: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => (text.trim() === "" ? undefined : text)),
    ),
    seed,
  ),
});

/** «قرعه‌کشی»: how many winners among the correct answers, and a seed to repeat a draw. */
export function DrawForm({ id }: { id: number }) {
  const draw = useDrawContest(id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(drawFormSchema, { defaultValues: { count: "1", seed: "" } });
  const submit = form.handleSubmit((body) => {
    setFormError(null);
    draw.mutate(body, {
      onSuccess: (made) =>
        toast.success(
          `${toPersianDigits(made.winners.length)} برنده از ${toPersianDigits(made.pool)} پاسخ درست برگزیده شد.`,
        ),
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });
  return (
    <form noValidate aria-label="قرعه‌کشی" onSubmit={submit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField form={form} name="count" label="شمار برندگان" variant="numeric" />
        <FormTextField
          form={form}
          name="seed"
          label="بذر (اختیاری)"
          dir="ltr"
          hint="برای تکرار یک قرعه‌کشی همان بذر را وارد کنید؛ خالی بماند تا ساخته شود."
        />
      </div>
      <DialogError error={formError} />
      <Button type="submit" variant="primary" size="md" loading={draw.isPending} className="self-start">
        قرعه‌کشی
      </Button>
    </form>
  );
}
