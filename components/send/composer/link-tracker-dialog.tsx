"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-fields";
import { latinTextProps } from "@/components/ui/input-presets";
import { useCreateTrackedLink } from "@/lib/api/link-tracker";
import { linkTrackerRequestSchema } from "@/lib/contract/link-tracker";
import { useZodForm } from "@/lib/forms/use-zod-form";

/** Turns a URL into a short link that counts clicks, and puts it into the text. */
export function LinkTrackerDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(shortUrl: string): void;
}) {
  const form = useZodForm(linkTrackerRequestSchema, { defaultValues: { url: "" } });
  const create = useCreateTrackedLink();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = form.handleSubmit((request) => {
    setFormError(null);
    create.mutate(request, {
      onError: (error) => setFormError(form.applyServerError(error)),
      onSuccess: (link) => {
        onCreated(link.short_url);
        form.reset();
        onOpenChange(false);
      },
    });
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setFormError(null);
        onOpenChange(next);
      }}
      title="پیوند رهگیری"
      description="نشانی را وارد کنید؛ پیوند کوتاهی که شمار کلیک‌ها را نگه می‌دارد در متن پیام درج می‌شود."
    >
      {/* The dialog sits inside the send form's React tree: its submit must not reach that form. */}
      <form
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
        noValidate
        className="flex flex-col gap-4"
      >
        <FormTextField
          form={form}
          name="url"
          label="نشانی سایت"
          placeholder="https://example.ir/offer"
          {...latinTextProps}
        />
        {formError ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            انصراف
          </Button>
          <Button type="submit" loading={create.isPending}>
            ساخت و درج پیوند
          </Button>
        </div>
      </form>
    </Modal>
  );
}
