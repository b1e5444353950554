"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { LinkButton } from "@/components/layout/link-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormShell } from "@/components/ui/form-shell";
import { useCreateRequest, useFaqSuggestions, useTicketCategories } from "@/lib/api/support";
import {
  SUPPORT_MESSAGES,
  ticketCreateFieldsSchema,
  type RequestType,
  type TicketCategory,
  type TicketCreateFields,
} from "@/lib/contract/support";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { REQUEST_KINDS, requestHref, requestListHref, SUPPORT_HREF } from "@/lib/support/request-kinds";
import { splitUploadError } from "@/lib/support/upload-errors";
import { toast } from "@/lib/ui/toast-store";
import { AttachmentsField } from "../shared/attachments-field";
import { useAttachments } from "../shared/use-attachments";
import { CategoryFields } from "./category-fields";
import { FaqSuggestions, type FaqSuggestion } from "./faq-suggestions";
import { requestFormValues } from "./request-form-values";
import { ImportanceField, RequestTextFields, SmsNotificationField } from "./request-text-fields";

const NO_CATEGORIES: readonly TicketCategory[] = [];
const ATTACHMENTS_ID = "request-files";

/** What the FAQ was last asked with: the same text is not asked twice. */
const typedKey = (fields: Pick<TicketCreateFields, "subject" | "description">) =>
  `${fields.subject}\n${fields.description}`;

/**
 * A new request of a kind: category, subject, text, importance, SMS notice and files, checked with
 * the contract's schema and the files by content before anything is sent. A ticket first asks the
 * FAQ (`ticket/ai`) for answers like what was typed; a refusal keeps everything typed and chosen,
 * each message beside its field.
 */
export function RequestForm({ type, subject }: { type: RequestType; subject?: string }) {
  const kind = REQUEST_KINDS[type];
  const router = useRouter();
  const categories = useTicketCategories(type);
  const form = useZodForm(ticketCreateFieldsSchema, { defaultValues: requestFormValues(type, subject) });
  const attachments = useAttachments();
  const suggest = useFaqSuggestions();
  const create = useCreateRequest();
  const [formError, setFormError] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<readonly FaqSuggestion[] | null>(null);
  const [noneFound, setNoneFound] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [askedFor, setAskedFor] = useState<string | null>(null);

  async function send(fields: TicketCreateFields) {
    setPercent(0);
    try {
      const id = await create.mutateAsync({ fields, files: attachments.files, options: { onProgress: setPercent } });
      toast.success(SUPPORT_MESSAGES.created);
      router.push(requestHref(type, id));
    } catch (error) {
      setPercent(null);
      setNoneFound(false);
      const { fileMessages, rest } = splitUploadError(error);
      if (fileMessages.length > 0) attachments.setProblems(fileMessages);
      setFormError(rest === null ? null : form.applyServerError(rest));
    }
  }

  /** A ticket's text not asked of the FAQ yet: its answers, or none (a failed lookup is none: the request still goes). */
  async function lookUp(fields: TicketCreateFields): Promise<readonly FaqSuggestion[]> {
    setAskedFor(typedKey(fields));
    return suggest.mutateAsync({ subject: fields.subject, description: fields.description }).catch(() => []);
  }

  const submit = form.handleSubmit(async (fields) => {
    setFormError(null);
    setSuggestions(null);
    if (type === "ticket" && askedFor !== typedKey(fields)) {
      const found = await lookUp(fields);
      if (found.length > 0) return setSuggestions(found);
      setNoneFound(true);
    }
    await send(fields);
  });

  const busy = form.formState.isSubmitting || create.isPending;
  return (
    <FormShell onSubmit={submit} error={formError}>
      {categories.isError ? (
        <Alert tone="danger">
          {toErrorMessage(categories.error)}{" "}
          <button type="button" className="font-medium underline" onClick={() => void categories.refetch()}>
            تلاش دوباره
          </button>
        </Alert>
      ) : null}
      <CategoryFields form={form} categories={categories.data ?? NO_CATEGORIES} />
      <RequestTextFields form={form} textLabel={type === "ticket" ? "متن درخواست" : "متن پیشنهاد یا انتقاد"} />
      {type === "ticket" ? <ImportanceField form={form} /> : null}
      <AttachmentsField id={ATTACHMENTS_ID} attachments={attachments} disabled={busy} progress={percent} />
      <SmsNotificationField form={form} />
      {noneFound ? <Alert tone="info">{`${SUPPORT_MESSAGES.noSuggestions}؛ درخواست شما ثبت می‌شود.`}</Alert> : null}
      {suggestions ? (
        <FaqSuggestions
          suggestions={suggestions}
          onSolved={() => {
            toast.success("خوشحالیم که پاسخ را پیدا کردید.");
            router.push(SUPPORT_HREF);
          }}
          onContinue={() => void submit()}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" loading={busy} className="min-w-40">
            {suggest.isPending ? "جستجو در پرسش‌های متداول…" : kind.createTitle}
          </Button>
          <LinkButton href={requestListHref(type)} variant="secondary">
            انصراف
          </LinkButton>
        </div>
      )}
    </FormShell>
  );
}
