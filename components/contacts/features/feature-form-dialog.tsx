"use client";

import { useState } from "react";
import { Controller, type FieldError } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogError, Modal } from "@/components/ui/dialog";
import { describedBy, Field } from "@/components/ui/field";
import { FormTextField } from "@/components/ui/form-fields";
import { latinTextProps } from "@/components/ui/input-presets";
import { Select } from "@/components/ui/select";
import { featureInUseWarning, useCreateContactFeature, useUpdateContactFeature } from "@/lib/api/contact-features";
import type { PhonebookOption } from "@/lib/contract/phonebooks";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { toast } from "@/lib/ui/toast-store";
import { featureFormSchema, type FeatureFormInput, type FeatureFormValues } from "./feature-form-schema";
import { FEATURE_TYPE_OPTIONS } from "./feature-types";

export interface FeatureFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's feature to edit; a new one when absent. */
  feature?: PhonebookOption | null;
}

/** A new feature, or the titles of one of the user's own (its type stays as it was made). */
export function FeatureFormDialog({ open, onOpenChange, feature }: FeatureFormDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={feature ? `ویرایش ویژگی «${feature.title}»` : "ویژگی جدید"}
      description="ویژگی‌ها اطلاعات بیشتری از هر مخاطب نگه می‌دارند و با عنوان لاتینشان در متن پیام جای‌گذاری می‌شوند."
    >
      {open ? (
        <FeatureForm key={feature?.id ?? "new"} feature={feature ?? null} onDone={() => onOpenChange(false)} />
      ) : null}
    </Modal>
  );
}

function defaultsOf(feature: PhonebookOption | null): FeatureFormInput {
  if (!feature) return { type: "string", title: "", latin_title: "", enabled: true };
  return { type: feature.type, title: feature.title, latin_title: feature.latin_title ?? "", enabled: feature.enabled };
}

function FeatureForm({ feature, onDone }: { feature: PhonebookOption | null; onDone: () => void }) {
  const form = useZodForm(featureFormSchema, { defaultValues: defaultsOf(feature) });
  const create = useCreateContactFeature();
  const update = useUpdateContactFeature();
  const [formError, setFormError] = useState<string | null>(null);
  // The upstream's warning that the feature is in use: the next save confirms it.
  const [warning, setWarning] = useState<string | null>(null);

  function save(values: FeatureFormValues) {
    setFormError(null);
    const confirm = warning !== null;
    const handlers = {
      onSuccess: () => {
        toast.success(feature ? `ویژگی «${values.title}» ذخیره شد.` : `ویژگی «${values.title}» ساخته شد.`);
        onDone();
      },
      onError: (error: unknown) => {
        const inUse = confirm ? null : featureInUseWarning(error);
        if (inUse) {
          setWarning(inUse);
          return;
        }
        setWarning(null);
        setFormError(form.applyServerError(error));
      },
    };
    if (feature)
      update.mutate({ id: feature.id, title: values.title, latin_title: values.latin_title, confirm }, handlers);
    else create.mutate(values, handlers);
  }

  const typeError = (form.formState.errors.type as FieldError | undefined)?.message;

  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        void form.handleSubmit(save)(event);
      }}
      noValidate
      className="flex flex-col gap-4"
    >
      <FormTextField form={form} name="title" label="عنوان فارسی" placeholder="مثلاً شهر" autoComplete="off" />
      <FormTextField
        form={form}
        name="latin_title"
        label="عنوان لاتین (اختیاری)"
        hint="با حرف انگلیسی شروع شود؛ حرف انگلیسی، رقم و _ (مانند city). در متن پیام به شکل {city} جای‌گذاری می‌شود."
        placeholder="city"
        className="latin"
        {...latinTextProps}
      />
      <Field id="type" label="نوع" error={typeError} hint={feature ? "نوع ویژگی پس از ساخت تغییر نمی‌کند." : undefined}>
        <Controller
          control={form.control}
          name="type"
          render={({ field }) => (
            <Select
              id="type"
              ref={field.ref}
              options={FEATURE_TYPE_OPTIONS}
              value={field.value}
              onChange={(value) => field.onChange(value ?? "string")}
              onBlur={field.onBlur}
              disabled={Boolean(feature)}
              invalid={Boolean(typeError)}
              aria-describedby={describedBy("type", typeError, feature ? true : undefined)}
            />
          )}
        />
      </Field>
      {feature ? null : (
        <label className="flex items-center gap-2 text-sm text-text">
          <input type="checkbox" className="size-4 accent-primary" {...form.register("enabled")} />
          فعال باشد
        </label>
      )}
      {warning ? (
        <p role="alert" className="rounded-lg bg-warning-soft px-3 py-2 text-sm leading-6 text-warning">
          {warning}
        </p>
      ) : null}
      <DialogError error={formError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" loading={create.isPending || update.isPending} className="min-w-28">
          {warning ? "با این حال ذخیره شود" : feature ? "ذخیره" : "افزودن ویژگی"}
        </Button>
      </div>
    </form>
  );
}
