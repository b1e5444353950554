"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogError, Modal } from "@/components/ui/dialog";
import { FormTextField } from "@/components/ui/form-fields";
import { useBusinessSetup } from "@/lib/api/business";
import { businessSetupRequestSchema } from "@/lib/contract/business";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/toast-store";
import { ActivityDomainField } from "./activity-domain-field";

/**
 * After a new registration's first sign-in: the business name (which every pattern must carry)
 * and its activity domain, before sending is allowed. «بعداً» puts it off until the next visit;
 * the upstream refuses sends until then.
 */
export function BusinessSetupDialog() {
  const [open, setOpen] = useState(true);
  const setup = useBusinessSetup();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm(businessSetupRequestSchema, {
    defaultValues: { business_name: "", activity_domain_id: "" },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    setup.mutate(values, {
      onSuccess: () => {
        toast.success("کسب‌وکار شما ثبت شد؛ اکنون می‌توانید پیامک بفرستید.");
        setOpen(false);
      },
      onError: (error) => setFormError(form.applyServerError(error)),
    });
  });

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="ثبت کسب‌وکار"
      description="پیش از نخستین ارسال، نام کسب‌وکار و حوزهٔ فعالیت خود را بنویسید. این نام در متن پیامک‌های الگو می‌آید."
      closeButton={false}
    >
      <form noValidate aria-label="ثبت کسب‌وکار" className="flex flex-col gap-4" onSubmit={submit}>
        <FormTextField form={form} name="business_name" label="نام کسب‌وکار" autoComplete="organization" />
        <ActivityDomainField control={form.control} error={errors.activity_domain_id?.message} />
        <DialogError error={formError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            بعداً
          </Button>
          <Button type="submit" loading={setup.isPending}>
            ثبت کسب‌وکار
          </Button>
        </div>
      </form>
    </Modal>
  );
}
