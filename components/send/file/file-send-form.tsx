"use client";

import { useCallback, useState } from "react";
import { FormProvider } from "react-hook-form";
import * as z from "zod/mini";
import type { SenderLine } from "@/lib/contract/numbers";
import { fileSendSchema } from "@/lib/contract/send";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { fileRecipientsByOperator } from "@/lib/send/file-operators";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { useFileSend } from "@/lib/send/use-file-send";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { countByOperator, MOBILE_OPERATORS } from "@/lib/sms/operators";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { RecipientNumbersField } from "../composer/recipient-numbers-field";
import { SenderLineField } from "../composer/sender-line-field";
import { RecipientsFileField } from "@/components/ui/recipients-file/recipients-file-field";
import { FileSendReview } from "./file-send-review";

const schema = fileSendSchema.check(z.superRefine((value, ctx) => refuseSendTimeInPast(value, ctx)));
const ACCEPT = [".txt", ".csv", ".xlsx"] as const;
const PARSE_OPTIONS = { mode: "numbers" } as const;

/** File send (spec §2, §5): numbers from a txt, csv or xlsx file read in the browser, plus typed ones. */
export function FileSendForm() {
  const form = useZodForm(schema, {
    defaultValues: { sending_type: "file", from_number: "", message: "", other_recipients: [] },
  });
  const fileSend = useFileSend();
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);

  const submit = form.handleSubmit(async (fields) => {
    const ready = fileSend.readyFile();
    if (!ready) return;
    const counts = fileRecipientsByOperator(ready.result.numbers);
    const others = countByOperator(fields.other_recipients ?? []);
    for (const operator of MOBILE_OPERATORS) counts[operator] += others[operator];
    await flow.review(fileSend.submitter(fields, ready), fields.from_number, fields.message, counts, fields.send_time);
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 md:p-6"
      >
        <SenderLineField use="general" onLineChange={onLineChange} />
        <RecipientsFileField
          id="recipients-file"
          label="فایل شماره‌ها"
          accept={ACCEPT}
          options={PARSE_OPTIONS}
          {...fileSend.field}
        />
        <RecipientNumbersField name="other_recipients" id="other-recipients" label="شماره‌های دیگر (اختیاری)" />
        <MessageField cancelSuffix={Boolean(line?.needs_cancel_suffix)} />
        <ScheduleField />
        <FileSendReview flow={flow} fileSend={fileSend} />
      </form>
    </FormProvider>
  );
}
