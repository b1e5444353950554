"use client";

import { useCallback, useState } from "react";
import { Controller, FormProvider, get, type FieldError } from "react-hook-form";
import * as z from "zod/mini";
import { NumberEntry } from "@/components/ui/number-entry/number-entry";
import { usePostalCodeCounts } from "@/lib/api/banks";
import { postSend } from "@/lib/api/send";
import { BANK_MESSAGES, BIRTH_YEARS, POSTAL_CODES_PER_QUERY, type PostalCodeCount } from "@/lib/contract/banks";
import type { SenderLine } from "@/lib/contract/numbers";
import { postalCodeSendSchema, SEND_LIMITS, SEND_MESSAGES } from "@/lib/contract/send";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { groupDigits } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";
import { bankItemRecipients } from "@/lib/send/bank-minimum";
import { OPERATOR_GROUPS, type OperatorGroup } from "@/lib/send/operator-groups";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { PersonFilters } from "../bank/person-filters";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { SendReview } from "../composer/send-review";
import { SenderLineField } from "../composer/sender-line-field";

/** The screen's own fields; the request built from them is checked with the contract's `postalCodeSendSchema`. */
const formSchema = z
  .extend(z.pick(postalCodeSendSchema, { sending_type: true, from_number: true, message: true, send_time: true }), {
    codes: z
      .array(z.string().check(z.regex(/^[1-9]\d{1,9}$/, BANK_MESSAGES.postalCodes)))
      .check(
        z.minLength(1, "کد پستی را وارد کنید"),
        z.maxLength(POSTAL_CODES_PER_QUERY, BANK_MESSAGES.tooManyPostalCodes),
      ),
    gender: z.number().check(z.int()),
    age_from: z.number().check(z.int()),
    age_to: z.number().check(z.int()),
    bank: z.enum(["all", "white"]),
    operators: z.object({ mci: z.boolean(), irancell: z.boolean(), other: z.boolean() }),
  })
  .check(
    z.superRefine((value, ctx) => {
      refuseSendTimeInPast(value, ctx);
      if (value.age_from > value.age_to)
        ctx.addIssue({ code: "custom", path: ["age_to"], message: "سال تولد پایان نباید پیش از سال آغاز باشد" });
    }),
  );
type FormValues = z.infer<typeof formSchema>;

/** Every matching number of each code, for the operators chosen (Edge: one item per postal code). */
function buildRequest(values: FormValues, counts: PostalCodeCount[]) {
  const byCode = new Map(counts.map((row) => [String(row.postal_code), row]));
  return {
    sending_type: "postal_code" as const,
    from_number: values.from_number,
    message: values.message,
    ...(values.send_time ? { send_time: values.send_time } : {}),
    params: values.codes.map((code) => {
      const row = byCode.get(code);
      const slice = (operator: OperatorGroup) => ({
        start: 0,
        size: values.operators[operator.key] && row ? row[operator.count] : 0,
      });
      return {
        bank: values.bank,
        postal_code: Number(code),
        gender: values.gender,
        age_from: values.age_from,
        age_to: values.age_to,
        mci: slice(OPERATOR_GROUPS[0]),
        irancell: slice(OPERATOR_GROUPS[1]),
        other: slice(OPERATOR_GROUPS[2]),
      };
    }),
  };
}

/** Postal-code send (spec §2): the bank's numbers of the postal areas whose codes start as given, counted per code. */
export function PostalCodeForm() {
  const form = useZodForm(formSchema, {
    defaultValues: {
      sending_type: "postal_code",
      from_number: "",
      message: "",
      codes: [],
      gender: 0,
      age_from: BIRTH_YEARS.min,
      age_to: BIRTH_YEARS.max,
      bank: "all",
      operators: { mci: true, irancell: true, other: true },
    },
  });
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);
  const [codes, gender, ageFrom, ageTo, bank, operators] = form.watch([
    "codes",
    "gender",
    "age_from",
    "age_to",
    "bank",
    "operators",
  ]);
  const counts = usePostalCodeCounts(codes ?? [], { gender, age_from: ageFrom, age_to: ageTo, bank });
  const codesError = (get(form.formState.errors, "codes") as FieldError | undefined)?.message;
  const rows = counts.data ?? [];
  const chosen = rows.reduce(
    (sum, row) => sum + OPERATOR_GROUPS.reduce((s, op) => s + (operators?.[op.key] ? row[op.count] : 0), 0),
    0,
  );

  const submit = form.handleSubmit(async (values) => {
    const parsed = postalCodeSendSchema.safeParse(buildRequest(values, rows));
    const picked = parsed.success
      ? parsed.data.params.reduce((sum, item) => sum + item.mci.size + item.irancell.size + item.other.size, 0)
      : 0;
    if (!parsed.success || picked < SEND_LIMITS.bankMinimum) {
      form.setError("codes", {
        type: "custom",
        message: parsed.success
          ? SEND_MESSAGES.bankMinimum
          : (parsed.error.issues[0]?.message ?? SEND_MESSAGES.bankMinimum),
      });
      return;
    }
    const request = parsed.data;
    await flow.review(
      (key) => postSend(request, key),
      request.from_number,
      request.message,
      bankItemRecipients(request.params),
      request.send_time,
    );
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 md:p-6"
      >
        <SenderLineField use="bank" onLineChange={onLineChange} />
        <Controller
          control={form.control}
          name="codes"
          render={({ field }) => (
            <NumberEntry
              id="postal-codes"
              label="کدهای پستی (ابتدای کد، ۲ تا ۱۰ رقم)"
              maxCount={POSTAL_CODES_PER_QUERY}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={codesError}
              placeholder="۱۳۱"
            />
          )}
        />
        <PersonFilters prefix="" />
        {rows.length > 0 ? (
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">شمارهٔ بانک در هر کد پستی</caption>
            <thead>
              <tr className="border-b border-border text-xs text-muted">
                <th scope="col" className="py-2 text-start font-medium">
                  کد پستی
                </th>
                {OPERATOR_GROUPS.map((op) => (
                  <th key={op.key} scope="col" className="py-2 text-start font-medium">
                    <label className="inline-flex cursor-pointer items-center gap-1.5">
                      <input
                        type="checkbox"
                        className="size-4 accent-primary"
                        checked={Boolean(operators?.[op.key])}
                        onChange={(e) => form.setValue(`operators.${op.key}`, e.target.checked)}
                      />
                      {op.label}
                    </label>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.postal_code} className="border-b border-border/60">
                  <th scope="row" className="py-2 text-start font-normal">
                    {toPersianDigits(String(row.postal_code))}
                  </th>
                  {OPERATOR_GROUPS.map((op) => (
                    <td key={op.key} className={`py-2 ${operators?.[op.key] ? "" : "text-muted line-through"}`}>
                      {groupDigits(row[op.count])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <p className="text-sm">
          گیرندگان: <strong>{groupDigits(chosen)}</strong> (دست‌کم {groupDigits(SEND_LIMITS.bankMinimum)})
        </p>
        <MessageField cancelSuffix={Boolean(line?.needs_cancel_suffix)} />
        <ScheduleField />
        <SendReview flow={flow} busy={counts.isFetching} />
      </form>
    </FormProvider>
  );
}
