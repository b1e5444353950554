"use client";

import { useCallback, useState } from "react";
import { FormProvider } from "react-hook-form";
import * as z from "zod/mini";
import type { SenderLine } from "@/lib/contract/numbers";
import { peerToPeerFileSendSchema } from "@/lib/contract/send";
import { RECIPIENTS_FILE_MESSAGES } from "@/lib/files/recipients/messages";
import { PEER_TO_PEER_FILE_EXTENSIONS } from "@/lib/files/recipients/parse-recipients";
import { messageAt } from "@/lib/files/recipients/recipient-values";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { refuseSendTimeInPast } from "@/lib/send/schedule";
import { useFileSend } from "@/lib/send/use-file-send";
import { useSendFlow } from "@/lib/send/use-send-flow";
import { ScheduleField } from "../composer/schedule-field";
import { SenderLineField } from "../composer/sender-line-field";
import { RecipientsFileField } from "@/components/ui/recipients-file/recipients-file-field";
import { FileSendReview } from "../file/file-send-review";
import { MessagesPreview } from "./messages-preview";

const schema = peerToPeerFileSendSchema.check(z.superRefine((value, ctx) => refuseSendTimeInPast(value, ctx)));
const PARSE_OPTIONS = { mode: "peer_to_peer" } as const;

/** Peer-to-peer send (spec §2, §5): an Excel file of two columns, each row's message to its own number. */
export function PeerToPeerSendForm() {
  const form = useZodForm(schema, { defaultValues: { sending_type: "peer_to_peer_file", from_number: "" } });
  const fileSend = useFileSend();
  const flow = useSendFlow();
  const [line, setLine] = useState<SenderLine | undefined>();
  const onLineChange = useCallback((next: SenderLine | undefined) => setLine(next), []);
  const cancelSuffix = Boolean(line?.needs_cancel_suffix);
  const file = fileSend.read;

  const submit = form.handleSubmit((fields) =>
    fileSend.reviewPersonalised(flow, fields, { textOf: messageAt, cancelSuffix, onRefused: fileSend.setFileError }),
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
          label="فایل اکسل پیام‌ها و شماره‌ها"
          accept={PEER_TO_PEER_FILE_EXTENSIONS}
          options={PARSE_OPTIONS}
          formatMessage={RECIPIENTS_FILE_MESSAGES.peerToPeerExcelOnly}
          {...fileSend.field}
        />
        {file ? <MessagesPreview file={file} cancelSuffix={cancelSuffix} /> : null}
        <ScheduleField />
        <FileSendReview flow={flow} fileSend={fileSend} />
      </form>
    </FormProvider>
  );
}
