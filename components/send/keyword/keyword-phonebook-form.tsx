"use client";

import { useCallback, useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import * as z from "zod/mini";
import { useContactFeatures } from "@/lib/api/contacts";
import { usePhonebookNumberCount } from "@/lib/api/phonebooks";
import { postSend } from "@/lib/api/send";
import type { SenderLine } from "@/lib/contract/numbers";
import { keywordPhonebookSendSchema, messageTextSchema, SEND_MESSAGES, sendTimeSchema } from "@/lib/contract/send";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { contactPlaceholders, templateFeatures, unknownContactPlaceholders } from "@/lib/send/contact-placeholders";
import { contactSample } from "@/lib/send/contact-sample";
import { contactTemplateFiller } from "@/lib/send/contact-template";
import { groupSampleTexts } from "@/lib/send/personal-price-groups";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { operatorOf } from "@/lib/sms/operators";
import { PERSONAL_TEXT_MESSAGES } from "@/lib/sms/personal-texts";
import { toMsisdn } from "@/lib/validation/mobile";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { SendReview } from "../composer/send-review";
import { SenderLineField } from "../composer/sender-line-field";
import { SendPhonebooksField } from "../phonebook/send-phonebooks-field";
import { ContactTemplatePreview } from "./contact-template-preview";
import { PlaceholderButtons } from "./placeholder-buttons";

/** The form holds the chosen phonebooks as ids; the request lists them as Edge's `params`. */
const formSchema = z
  .object({
    from_number: z
      .string({ error: SEND_MESSAGES.senderRequired })
      .check(z.trim(), z.minLength(3, SEND_MESSAGES.senderRequired)),
    message: messageTextSchema,
    send_time: z.optional(sendTimeSchema),
    phonebook_ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1, "دفترچه تلفن را انتخاب کنید")),
  })
  .check(z.superRefine((value, ctx) => refuseSendTimeInPast(value, ctx)));

const INTRO = "فیلدهای مخاطب را در متن بگذارید؛ هر مخاطب مقدار خودش را می‌گیرد:";

/** Keyword send to phonebooks (Edge's `keyword_phonebook`): a text filled for each contact from its fields and custom features. */
export function KeywordPhonebookForm() {
  const form = useZodForm(formSchema, { defaultValues: { from_number: "", message: "", phonebook_ids: [] } });
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);
  const cancelSuffix = Boolean(line?.needs_cancel_suffix);
  const ids = form.watch("phonebook_ids") ?? [];
  const template = form.watch("message") ?? "";
  const features = useContactFeatures();
  const items = useMemo(() => contactPlaceholders(features.data ?? []), [features.data]);
  const unknown = useMemo(
    () => (features.data ? unknownContactPlaceholders(template, features.data) : []),
    [template, features.data],
  );
  const count = usePhonebookNumberCount(ids);

  const submit = form.handleSubmit(async ({ phonebook_ids, ...fields }) => {
    const request = keywordPhonebookSendSchema.parse({
      sending_type: "keyword_phonebook",
      ...fields,
      params: phonebook_ids.map((id) => ({ phonebook_id: id })),
    });
    try {
      const totals = count.data;
      if (!totals || totals.total === 0) {
        form.setError("phonebook_ids", {
          message: totals ? "دفترچه‌های انتخاب‌شده مخاطبی ندارند" : "تعداد مخاطبان هنوز خوانده نشده است",
        });
        return;
      }
      const fill = contactTemplateFiller(request.message, templateFeatures(features.data ?? []));
      const sample = (await contactSample(phonebook_ids)).map((contact) => {
        const msisdn = toMsisdn(contact.number) ?? contact.number;
        return {
          text: fill({
            msisdn,
            name: contact.name,
            pre: contact.pre,
            email: contact.email,
            options: () => contact.options,
          }),
          operator: operatorOf(msisdn) ?? "other",
          refusal: (kind: "empty" | "too_long") =>
            kind === "empty"
              ? PERSONAL_TEXT_MESSAGES.contactTextEmpty(msisdn)
              : PERSONAL_TEXT_MESSAGES.contactTextTooLong(msisdn),
        };
      });
      const grouped = groupSampleTexts(sample, cancelSuffix, totals);
      if (!grouped.ok) {
        form.setError("message", { message: grouped.message }, { shouldFocus: true });
        return;
      }
      const estimate = sample.length < totals.total ? { sample: sample.length, total: totals.total } : undefined;
      await flow.reviewPersonalised(
        (key) => postSend(request, key),
        request.from_number,
        grouped.groups,
        request.send_time,
        estimate,
      );
    } catch (error) {
      form.setError("root", { message: toErrorMessage(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 md:p-6"
      >
        <SenderLineField use="general" onLineChange={onLineChange} />
        <SendPhonebooksField name="phonebook_ids" />
        <MessageField
          cancelSuffix={cancelSuffix}
          tools={(insert) => <PlaceholderButtons intro={INTRO} items={items} unknown={unknown} onInsert={insert} />}
        />
        {ids.length > 0 ? (
          <ContactTemplatePreview
            template={template}
            phonebookId={ids[0]!}
            features={features.data ?? []}
            cancelSuffix={cancelSuffix}
          />
        ) : null}
        <ScheduleField />
        {form.formState.errors.root?.message ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {form.formState.errors.root.message}
          </p>
        ) : null}
        <SendReview flow={flow} busy={count.arriving} />
      </form>
    </FormProvider>
  );
}
