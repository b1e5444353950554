"use client";

import { useCallback, useState } from "react";
import { FormProvider } from "react-hook-form";
import * as z from "zod/mini";
import { useLinesFor } from "@/lib/api/numbers";
import { postSend } from "@/lib/api/send";
import { webserviceSendSchema } from "@/lib/contract/send";
import type { SenderLine } from "@/lib/contract/numbers";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { preferredLine } from "@/lib/send/line-label";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { countByOperator } from "@/lib/sms/operators";
import { SendReview } from "../composer/send-review";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { RecipientNumbersField } from "../composer/recipient-numbers-field";
import { SenderLineField } from "../composer/sender-line-field";

const quickSendSchema = webserviceSendSchema.check(z.superRefine((value, ctx) => refuseSendTimeInPast(value, ctx)));

/** Quick send (spec §2): up to 1000 typed or pasted numbers, the composer, then the confirmation. */
export function QuickSendForm() {
  // Lines the server handed over are there at once: the form starts on the default line, so the
  // first paint shows it; otherwise the line field chooses it when the lines arrive.
  const { data: lines } = useLinesFor("general");
  const [firstLine] = useState(() => (lines ? preferredLine(lines) : undefined));
  const form = useZodForm(quickSendSchema, {
    defaultValues: {
      sending_type: "webservice",
      from_number: firstLine?.number ?? "",
      message: "",
      params: { recipients: [] },
    },
  });
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>(firstLine);
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);

  const submit = form.handleSubmit(async (request) => {
    await flow.review(
      (key) => postSend(request, key),
      request.from_number,
      request.message,
      countByOperator(request.params.recipients),
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
        <SenderLineField use="general" onLineChange={onLineChange} />
        <RecipientNumbersField
          name="params.recipients"
          id="recipients"
          label="شماره‌های گیرنده"
          placeholder="۰۹۱۲۳۴۵۶۷۸۹"
        />
        <MessageField cancelSuffix={Boolean(line?.needs_cancel_suffix)} />
        <ScheduleField />
        <SendReview flow={flow} />
      </form>
    </FormProvider>
  );
}
