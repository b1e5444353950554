"use client";

import { useMemo, useSyncExternalStore } from "react";
import { Controller, get, useFormContext, type FieldError } from "react-hook-form";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { DatePicker } from "@/components/ui/date-picker/date-picker";
import { describedBy, Field, FieldMessage } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-fields";
import { Select, type SelectOption } from "@/components/ui/select";
import { useSenderLines } from "@/lib/api/numbers";
import { loadPhonebookOptions, usePhonebook } from "@/lib/api/phonebooks";
import { useReceiverLines } from "@/lib/api/secretaries";
import { dateToSendTime, sendTimeToDate } from "@/lib/contract/send";
import { toErrorMessage } from "@/lib/errors/to-message";
import { lineLabel, preferredLine } from "@/lib/send/line-label";
import { LineSelectField } from "@/components/ui/auto-answer/line-select-field";

/** The phonebook senders join, searched by title; a saved one is named once its title arrives. */
function PhonebookField() {
  const { control, formState, getValues } = useFormContext<AutoAnswerFields>();
  const saved = usePhonebook(getValues("phonebook_id"));
  const known: readonly SelectOption<number>[] = useMemo(
    () => (saved.data ? [{ value: saved.data.id, label: saved.data.title }] : []),
    [saved.data],
  );
  const error = (get(formState.errors, "phonebook_id") as FieldError | undefined)?.message;
  const hint = "شمارهٔ هر فرستنده به این دفترچه افزوده می‌شود تا بعدها برایشان پیامک بفرستید.";
  return (
    <Field id="phonebook_id" label="گروه گیرندگان (اختیاری)" error={error} hint={hint}>
      <Controller
        control={control}
        name="phonebook_id"
        render={({ field }) => (
          <Select
            id="phonebook_id"
            ref={field.ref}
            searchable
            clearable
            loadOptions={loadPhonebookOptions}
            selectedOptions={known}
            value={field.value}
            onChange={(id) => field.onChange(id)}
            onBlur={field.onBlur}
            placeholder="بدون دفترچه"
            invalid={Boolean(error)}
            aria-describedby={describedBy("phonebook_id", error, hint)}
          />
        )}
      />
    </Field>
  );
}

const noChanges = () => () => undefined;

/**
 * The end as the browser's clock reads it: the picker prints local time, so it is drawn once the
 * page runs in the browser, never on the server (whose clock may be UTC).
 */
function ExpiryField() {
  const inBrowser = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const { watch, setValue, formState } = useFormContext<AutoAnswerFields>();
  const value = watch("expires_at");
  const error = (get(formState.errors, "expires_at") as FieldError | undefined)?.message;
  const hint = "خالی بماند تا وقتی غیرفعالش کنید پاسخ می‌دهد.";
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="expires_at" className="text-sm font-medium">
        زمان پایان (اختیاری)
      </label>
      {inBrowser ? (
        <DatePicker
          id="expires_at"
          withTime
          disablePast
          value={value ? sendTimeToDate(value) : null}
          onChange={(date) => setValue("expires_at", date ? dateToSendTime(date) : null, { shouldValidate: true })}
          invalid={Boolean(error)}
          aria-describedby={describedBy("expires_at", error, hint)}
        />
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
      <FieldMessage id="expires_at" error={error} hint={hint} />
    </div>
  );
}

/** The fields every auto-responder's form has (a secretary's, a code reader's). */
interface AutoAnswerFields {
  title: string;
  receiver_number: string;
  sender_number: string;
  phonebook_id: number | null;
  expires_at: string | null;
  active: boolean;
}

export interface AutoAnswerCommonFieldsProps {
  /** What it is called: «منشی», «کدخوان». */
  noun: string;
  titlePlaceholder: string;
  receiverHint: string;
}

/** What every auto-responder has: its title, the line it listens on, the one it answers from, its group, end and state. */
export function AutoAnswerCommonFields({ noun, titlePlaceholder, receiverHint }: AutoAnswerCommonFieldsProps) {
  const form = useFormContext<AutoAnswerFields>();
  const receivers = useReceiverLines();
  const senders = useSenderLines();
  const receiverOptions = useMemo(
    () => receivers.data?.map((line) => ({ value: line.number, label: lineLabel(line) })),
    [receivers.data],
  );
  const senderOptions = useMemo(
    () => senders.data?.map((line) => ({ value: line.number, label: lineLabel(line) })),
    [senders.data],
  );

  return (
    <div className="flex flex-col gap-4">
      <FormTextField form={form} name="title" label={`عنوان ${noun}`} placeholder={titlePlaceholder} />
      {receivers.data?.length === 0 ? (
        <Alert tone="warning">
          هیچ‌یک از خط‌های شما پیامک دریافت نمی‌کند. {noun} روی خط اختصاصی‌ای کار می‌کند که پیامک دریافت کند؛ برای گرفتن
          آن{" "}
          <PrefetchLink href="/support" className="font-medium text-primary underline underline-offset-4">
            درخواست پشتیبانی
          </PrefetchLink>{" "}
          بفرستید.
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <LineSelectField
          name="receiver_number"
          label="خط دریافت پیامک"
          options={receiverOptions}
          initial={receivers.data?.[0]?.number}
          loadError={receivers.isError ? toErrorMessage(receivers.error) : null}
          hint={receiverHint}
        />
        <LineSelectField
          name="sender_number"
          label="خط ارسال پاسخ"
          options={senderOptions}
          initial={senders.data ? preferredLine(senders.data)?.number : undefined}
          loadError={senders.isError ? toErrorMessage(senders.error) : null}
          hint="هزینهٔ هر پاسخ مانند هر پیامک از اعتبار شما کم می‌شود."
        />
        <PhonebookField />
        <ExpiryField />
      </div>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-primary" {...form.register("active")} />
        فعال باشد و از همین حالا پاسخ دهد
      </label>
    </div>
  );
}
