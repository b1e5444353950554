"use client";

import { useCallback, useState } from "react";
import { FormProvider, get, type FieldError } from "react-hook-form";
import { useJobCounts } from "@/lib/api/jobs";
import { postSend } from "@/lib/api/send";
import type { SenderLine } from "@/lib/contract/numbers";
import { SEND_LIMITS } from "@/lib/contract/send";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { bankItemRecipients, chosenRecipients } from "@/lib/send/bank-minimum";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { SendReview } from "../composer/send-review";
import { SenderLineField } from "../composer/sender-line-field";
import { ChosenRecipients } from "../bank/chosen-recipients";
import { buildJobRequest, businessFormSchema, NO_SLICE } from "./business-form-schema";
import { JobCategoryFields } from "./job-category-fields";
import { JobRecipients } from "./job-recipients";

/** Business send (spec §2): the business directory's numbers of a job category and sub-category, per operator, on a business line. */
export function BusinessSendForm() {
  const form = useZodForm(businessFormSchema, {
    defaultValues: {
      sending_type: "job",
      from_number: "",
      message: "",
      slices: { mci: { ...NO_SLICE }, irancell: { ...NO_SLICE }, other: { ...NO_SLICE } },
    },
  });
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);
  const [mainId, subId, slices] = form.watch(["main_category_id", "sub_category_id", "slices"]);
  const counts = useJobCounts(mainId ? { main_category_id: mainId, sub_category_id: subId } : null);
  const chosen = chosenRecipients(slices);
  // The minimum's message stays only while the chosen numbers are still too few.
  const slicesError =
    chosen < SEND_LIMITS.bankMinimum
      ? (get(form.formState.errors, "slices") as FieldError | undefined)?.message
      : undefined;

  const submit = form.handleSubmit(async (values) => {
    const request = buildJobRequest(values);
    await flow.review(
      (key) => postSend(request, key),
      request.from_number,
      request.message,
      bankItemRecipients([values.slices]),
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
        <SenderLineField use="job" onLineChange={onLineChange} />
        <JobCategoryFields />
        <JobRecipients chosenCategory={Boolean(mainId)} counts={counts} />
        <ChosenRecipients chosen={chosen} id="slices" error={slicesError} />
        <MessageField cancelSuffix={Boolean(line?.needs_cancel_suffix)} />
        <ScheduleField />
        <SendReview flow={flow} busy={counts.isFetching} />
      </form>
    </FormProvider>
  );
}
