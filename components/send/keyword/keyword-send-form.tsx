"use client";

import { useCallback, useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import * as z from "zod/mini";
import type { SenderLine } from "@/lib/contract/numbers";
import { keywordSendSchema } from "@/lib/contract/send";
import { fillPlaceholders } from "@/lib/files/recipients/recipient-values";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { keywordPlaceholders, unknownPlaceholders } from "@/lib/send/keyword-placeholders";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { useFileSend } from "@/lib/send/use-file-send";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { MessageField } from "../composer/message-field";
import { ScheduleField } from "../composer/schedule-field";
import { SenderLineField } from "../composer/sender-line-field";
import { RecipientsFileField } from "@/components/ui/recipients-file/recipients-file-field";
import { FileSendReview } from "../file/file-send-review";
import { KeywordPreview } from "./keyword-preview";
import { PlaceholderButtons } from "./placeholder-buttons";

const schema = keywordSendSchema.check(z.superRefine((value, ctx) => refuseSendTimeInPast(value, ctx)));
const ACCEPT = [".xlsx", ".csv", ".txt"] as const;
const PARSE_OPTIONS = { mode: "keyword" } as const;
const FILE_PLACEHOLDERS_INTRO = "ستون‌های فایل را در متن بگذارید؛ هر گیرنده مقدار ردیف خودش را می‌گیرد:";

/**
 * Keyword send (spec §2): a text with placeholders such as `{ex_B}` or `{نام}`, filled for each
 * recipient from their row of the file; each message priced by its own parts.
 */
export function KeywordSendForm() {
  const form = useZodForm(schema, { defaultValues: { sending_type: "keyword", from_number: "", message: "" } });
  const fileSend = useFileSend();
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);
  const cancelSuffix = Boolean(line?.needs_cancel_suffix);
  const file = fileSend.read;
  const template = form.watch("message") ?? "";
  const placeholders = useMemo(
    () =>
      file
        ? keywordPlaceholders(file).map((p) => ({
            key: p.letter,
            label: `ستون ${p.letter}${p.title ? `: ${p.title}` : ""}`,
            token: p.token,
          }))
        : [],
    [file],
  );
  const unknown = useMemo(() => (file ? unknownPlaceholders(template, file) : []), [template, file]);

  const submit = form.handleSubmit((fields) =>
    fileSend.reviewPersonalised(flow, fields, {
      textOf: (result, i) => fillPlaceholders(fields.message, result, i),
      cancelSuffix,
      onRefused: (message) => form.setError("message", { message }, { shouldFocus: true }),
    }),
  );

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
          label="فایل گیرندگان و مقدارها"
          accept={ACCEPT}
          options={PARSE_OPTIONS}
          {...fileSend.field}
        />
        <MessageField
          cancelSuffix={cancelSuffix}
          tools={
            file
              ? (insert) => (
                  <PlaceholderButtons
                    intro={FILE_PLACEHOLDERS_INTRO}
                    items={placeholders}
                    unknown={unknown}
                    onInsert={insert}
                  />
                )
              : undefined
          }
        />
        {file ? <KeywordPreview template={template} file={file} cancelSuffix={cancelSuffix} /> : null}
        <ScheduleField />
        <FileSendReview flow={flow} fileSend={fileSend} />
      </form>
    </FormProvider>
  );
}
