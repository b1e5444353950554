"use client";

import { useState, type ReactNode } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-fields";
import { FormShell } from "@/components/ui/form-shell";
import { useSaveRole } from "@/lib/api/colleagues";
import {
  createRoleRequestSchema,
  type PermissionGroupRow,
  type Role,
  type RoleForm as RoleFormValues,
} from "@/lib/contract/colleagues";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { PermissionPicker } from "./permission-picker";
import { inCatalogOrder } from "./permission-selection";

export interface RoleFormProps {
  groups: readonly PermissionGroupRow[];
  /** The role being edited; a new one when absent. */
  role?: Role;
  onSaved: (role: Role) => void;
  /** Beside the save button (the editor's duplicate and delete). */
  actions?: ReactNode;
}

/**
 * A role's title and permissions, checked with the contract's schema on both sides; a refusal keeps
 * what was chosen and puts the upstream's message beside its field.
 */
export function RoleForm({ groups, role, onSaved, actions }: RoleFormProps) {
  const defaultValues: RoleFormValues = {
    title: role?.title ?? "",
    permissions: role ? inCatalogOrder(groups, role.permissions) : [],
  };
  const form = useZodForm(createRoleRequestSchema, { defaultValues });
  const { control, handleSubmit, formState, applyServerError } = form;
  const save = useSaveRole(role?.id);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <FormShell onSubmit={submit} error={formError}>
      <div className="max-w-md">
        <FormTextField form={form} name="title" label="عنوان سطح دسترسی" placeholder="مثلاً کارشناس ارسال" />
      </div>
      <Controller
        control={control}
        name="permissions"
        render={({ field, fieldState }) => (
          <PermissionPicker
            groups={groups}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={formState.isSubmitting} className="min-w-40">
          {role ? "ذخیرهٔ تغییرات" : "ساخت سطح دسترسی"}
        </Button>
        {actions}
      </div>
    </FormShell>
  );
}
