"use client";

import { useState } from "react";
import { get, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { FormShell } from "@/components/ui/form-shell";
import { useReplyRequest } from "@/lib/api/support";
import { SUPPORT_MESSAGES, SUPPORT_RULES, ticketReplyFieldsSchema } from "@/lib/contract/support";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { splitUploadError } from "@/lib/support/upload-errors";
import { toast } from "@/lib/ui/toast-store";
import { AttachmentsField } from "../shared/attachments-field";
import { useAttachments } from "../shared/use-attachments";

/** The reply box of an open request: text and files, sent with progress; a refusal keeps both. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const form = useZodForm(ticketReplyFieldsSchema, { defaultValues: { ticket_id: ticketId, description: "" } });
  const attachments = useAttachments();
  const reply = useReplyRequest(ticketId);
  const [formError, setFormError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const error = (get(form.formState.errors, "description") as FieldError | undefined)?.message;

  const submit = form.handleSubmit(async ({ description }) => {
    setFormError(null);
    setPercent(0);
    try {
      await reply.mutateAsync({ description, files: attachments.files, options: { onProgress: setPercent } });
      form.reset({ ticket_id: ticketId, description: "" });
      attachments.clear();
      toast.success(SUPPORT_MESSAGES.replied);
    } catch (failure) {
      const { fileMessages, rest } = splitUploadError(failure);
      if (fileMessages.length > 0) attachments.setProblems(fileMessages);
      setFormError(rest === null ? null : form.applyServerError(rest));
    } finally {
      setPercent(null);
    }
  });

  return (
    <section aria-labelledby="reply-title" className="rounded-2xl border border-border bg-surface p-4 md:p-5">
      <h2 id="reply-title" className="mb-3 text-base font-bold">
        پاسخ شما
      </h2>
      <FormShell onSubmit={submit} error={formError}>
        <Field id="reply-description" label="متن پاسخ" error={error}>
          <textarea
            id="reply-description"
            rows={4}
            maxLength={SUPPORT_RULES.replyMaxLength}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("reply-description", error)}
            className={`w-full resize-y rounded-lg border bg-surface p-3 text-sm leading-7 transition-colors outline-none focus:border-primary ${
              error ? "border-danger" : "border-border"
            }`}
            {...form.register("description")}
          />
        </Field>
        <AttachmentsField
          id="reply-files"
          attachments={attachments}
          disabled={reply.isPending}
          progress={reply.isPending ? percent : null}
        />
        <Button type="submit" loading={reply.isPending} className="self-start">
          ارسال پاسخ
        </Button>
      </FormShell>
    </section>
  );
}
