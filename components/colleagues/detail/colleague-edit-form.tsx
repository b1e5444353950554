"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-fields";
import { FormShell } from "@/components/ui/form-shell";
import { useUpdateColleague } from "@/lib/api/colleagues";
import { updateColleagueRequestSchema, type ColleagueDetail, type Role } from "@/lib/contract/colleagues";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/toast-store";
import { RoleField } from "../form/role-field";
import { DetailSection } from "./detail-section";

/**
 * The colleague's names and role (the mobile and username stay as invited). A new role applies
 * from the colleague's next call.
 */
export function ColleagueEditForm({ colleague, roles }: { colleague: ColleagueDetail; roles: readonly Role[] }) {
  const form = useZodForm(updateColleagueRequestSchema, {
    defaultValues: {
      partner_id: colleague.id,
      first_name: colleague.first_name,
      last_name: colleague.last_name,
      role_id: colleague.role_id,
    },
  });
  const { control, handleSubmit, formState, applyServerError, reset } = form;
  const update = useUpdateColleague();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      reset({ partner_id: saved.id, first_name: saved.first_name, last_name: saved.last_name, role_id: saved.role_id });
      toast.success("تغییرات همکار ذخیره شد.");
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <DetailSection
      id="colleague-edit"
      title="نام و سطح دسترسی"
      description="شمارهٔ موبایل و نام کاربری همان است که با آن دعوت شده است. سطح دسترسی تازه از درخواست بعدی همکار اعمال می‌شود."
    >
      <FormShell onSubmit={submit} error={formError}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormTextField form={form} name="first_name" label="نام" autoComplete="off" />
          <FormTextField form={form} name="last_name" label="نام خانوادگی" autoComplete="off" />
        </div>
        <RoleField control={control} roles={roles} error={formState.errors.role_id?.message} />
        <div>
          <Button type="submit" loading={formState.isSubmitting} className="min-w-32">
            ذخیرهٔ تغییرات
          </Button>
        </div>
      </FormShell>
    </DetailSection>
  );
}
