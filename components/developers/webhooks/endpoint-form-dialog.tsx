"use client";

import { useState } from "react";
import type { FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogError, Modal } from "@/components/ui/dialog";
import { FieldMessage } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-fields";
import { latinTextProps } from "@/components/ui/input-presets";
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from "@/lib/api/webhooks";
import {
  WEBHOOK_EVENT_TITLES,
  WEBHOOK_EVENTS,
  WEBHOOK_LIMITS,
  webhookEndpointRequestSchema,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
} from "@/lib/contract/webhooks";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { groupDigits } from "@/lib/format/money";
import { toast } from "@/lib/ui/toast-store";
import { SecretReveal } from "./secret-reveal";

export interface EndpointFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint to change; a new one when absent. */
  endpoint?: WebhookEndpoint | null;
}

/**
 * A new endpoint (then its signing secret, shown this once) or a change to one: the URL, the
 * events it hears and a description. A refused URL gets its message beside the field and the form
 * keeps what was typed.
 */
export function EndpointFormDialog({ open, onOpenChange, endpoint = null }: EndpointFormDialogProps) {
  const [secret, setSecret] = useState<string | null>(null);
  const close = (next: boolean) => {
    if (!next) setSecret(null);
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      className="max-w-2xl"
      title={secret ? "وب‌هوک ساخته شد" : endpoint ? "ویرایش وب‌هوک" : "افزودن وب‌هوک"}
      description={
        secret
          ? "از این پس رویدادهای انتخاب‌شده به این نشانی فرستاده می‌شوند، هر پیام امضاشده با کلید زیر."
          : "نشانی‌ای که رویدادهای حساب را دریافت می‌کند. هر پیام یک درخواست POST با بدنهٔ JSON است."
      }
    >
      {!open ? null : secret ? (
        <>
          <SecretReveal secret={secret} />
          <div className="flex justify-end">
            <Button onClick={() => close(false)} className="min-w-28">
              کلید را برداشتم
            </Button>
          </div>
        </>
      ) : (
        <EndpointForm endpoint={endpoint} onCreated={setSecret} onDone={() => close(false)} />
      )}
    </Modal>
  );
}

function EndpointForm({
  endpoint,
  onCreated,
  onDone,
}: {
  endpoint: WebhookEndpoint | null;
  onCreated: (secret: string) => void;
  onDone: () => void;
}) {
  const form = useZodForm(webhookEndpointRequestSchema, {
    defaultValues: {
      url: endpoint?.url ?? "",
      description: endpoint?.description ?? "",
      events: endpoint ? [...endpoint.events] : [],
    },
  });
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [formError, setFormError] = useState<string | null>(null);
  const eventsError = (form.formState.errors.events as FieldError | undefined)?.message;

  function save(request: WebhookEndpointRequest) {
    setFormError(null);
    const onError = (error: unknown) => setFormError(form.applyServerError(error));
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, request },
        {
          onSuccess: () => {
            toast.success("تغییرات وب‌هوک ذخیره شد.");
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(request, { onSuccess: (made) => onCreated(made.secret), onError });
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        void form.handleSubmit(save)(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormTextField
        form={form}
        name="url"
        label="نشانی (URL)"
        placeholder="https://example.com/webhooks"
        inputMode="url"
        autoComplete="off"
        className="latin"
        maxLength={WEBHOOK_LIMITS.url}
        {...latinTextProps}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={eventsError ? "events-error" : undefined}
        aria-invalid={eventsError ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium">رویدادها</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex cursor-pointer items-center gap-2 text-sm leading-6">
            <input
              type="checkbox"
              value={event}
              className="size-4 shrink-0 accent-primary"
              {...form.register("events")}
            />
            <span className="flex-1">{WEBHOOK_EVENT_TITLES[event]}</span>
            <bdi dir="ltr" className="latin text-xs text-muted">
              {event}
            </bdi>
          </label>
        ))}
        <FieldMessage id="events" error={eventsError} />
      </fieldset>
      <FormTextField
        form={form}
        name="description"
        label="توضیحات (اختیاری)"
        hint={`حداکثر ${groupDigits(WEBHOOK_LIMITS.description)} نویسه؛ مثلاً «سرور فروشگاه».`}
        autoComplete="off"
      />
      <DialogError error={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending} className="min-w-28">
          {endpoint ? "ذخیره" : "افزودن وب‌هوک"}
        </Button>
      </div>
    </form>
  );
}
