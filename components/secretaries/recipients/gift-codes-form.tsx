"use client";

import { useState } from "react";
import { get, type FieldError } from "react-hook-form";
import * as z from "zod/mini";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { DialogError } from "@/components/ui/dialog";
import { describedBy, FieldMessage } from "@/components/ui/field";
import { useAddGiftCodes } from "@/lib/api/secretaries";
import { giftCodesRequestSchema } from "@/lib/contract/secretaries";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { groupDigits } from "@/lib/format/money";

/** The codes as typed, one a line (blank lines left out), checked by the contract's rules. */
const giftFormSchema = z.object({
  codes: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) =>
        text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ),
    giftCodesRequestSchema.shape.codes,
  ),
});

interface Added {
  added: number;
  total: number;
  free: number;
}

/** The first refusal of the field or of one of its codes (`codes.3`). */
function codesError(errors: unknown): string | undefined {
  const own = get(errors, "codes") as Record<string, unknown> | undefined;
  if (!own) return undefined;
  if (typeof own.message === "string") return own.message;
  for (const entry of Object.values(own)) {
    const message = (entry as FieldError | undefined)?.message;
    if (typeof message === "string") return message;
  }
  return undefined;
}

/** «افزودن کد هدیه»: codes, one a line, handed out in this order; after each call, how many were added and are left. */
export function GiftCodesForm({ id }: { id: number }) {
  const addCodes = useAddGiftCodes(id);
  const [added, setAdded] = useState<Added | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(giftFormSchema, { defaultValues: { codes: "" }, nestedErrors: ["codes"] });
  const error = codesError(form.formState.errors);
  const submit = form.handleSubmit(({ codes }) => {
    setFormError(null);
    addCodes.mutate(codes, {
      onSuccess: (answer) => {
        setAdded(answer);
        form.reset({ codes: "" });
      },
      onError: (failure) => setFormError(form.applyServerError(failure)),
    });
  });
  return (
    <section
      aria-labelledby="gift-codes-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <h2 id="gift-codes-title" className="text-base font-bold">
        افزودن کد هدیه
      </h2>
      <form noValidate aria-label="افزودن کد هدیه" onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="codes" className="text-sm font-medium text-text">
            کدها، هر کد در یک سطر
          </label>
          <textarea
            id="codes"
            rows={5}
            dir="ltr"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("codes", error, true)}
            className={`latin min-h-28 w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 outline-none focus:border-primary ${
              error ? "border-danger" : "border-border"
            }`}
            {...form.register("codes")}
          />
          <FieldMessage
            id="codes"
            error={error}
            hint="کدها به همین ترتیب، به هر شماره یکی، داده می‌شوند؛ کدی که منشی از پیش دارد دوباره افزوده نمی‌شود."
          />
        </div>
        <DialogError error={formError} />
        <Button type="submit" size="md" loading={addCodes.isPending} className="self-start">
          افزودن کدها
        </Button>
      </form>
      {added ? (
        <Alert tone="success">
          {`${groupDigits(added.added)} کد افزوده شد؛ منشی ${groupDigits(added.total)} کد دارد که ${groupDigits(added.free)} کد آن هنوز داده نشده است.`}
        </Alert>
      ) : null}
    </section>
  );
}
