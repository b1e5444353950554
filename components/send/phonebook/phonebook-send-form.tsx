"use client";

import { useCallback, useState } from "react";
import { FormProvider } from "react-hook-form";
import * as z from "zod/mini";
import { usePhonebookNumberCount } from "@/lib/api/phonebooks";
import { postSend } from "@/lib/api/send";
import type { SenderLine } from "@/lib/contract/numbers";
import { phonebookSendSchema } from "@/lib/contract/send";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { SendReview } from "../composer/send-review";
import { SenderLineField } from "../composer/sender-line-field";
import { SendPhonebooksField } from "./send-phonebooks-field";

const schema = phonebookSendSchema.check(z.superRefine((value, ctx) => refuseSendTimeInPast(value, ctx)));
const IDS = "params.0.phonebook_ids";

/** Phonebook send (spec §2): one text to every contact of one or more phonebooks, each number once. */
export function PhonebookSendForm() {
  const form = useZodForm(schema, {
    defaultValues: {
      sending_type: "phonebook",
      from_number: "",
      message: "",
      params: [{ type: "all", phonebook_ids: [] }],
    },
  });
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);
  const ids = ((form.watch(IDS) as number[] | undefined) ?? []).map(Number);
  const count = usePhonebookNumberCount(ids);

  const submit = form.handleSubmit(async (request) => {
    const reached = count.data;
    if (!reached || reached.total === 0) {
      form.setError(IDS, {
        message: reached ? "دفترچه‌های انتخاب‌شده مخاطبی ندارند" : "تعداد مخاطبان هنوز خوانده نشده است",
      });
      return;
    }
    await flow.review(
      (key) => postSend(request, key),
      request.from_number,
      request.message,
      reached,
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
        <SendPhonebooksField name={IDS} />
        <MessageField cancelSuffix={Boolean(line?.needs_cancel_suffix)} />
        <ScheduleField />
        <SendReview flow={flow} busy={count.arriving} />
      </form>
    </FormProvider>
  );
}
