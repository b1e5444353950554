"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormPasswordField, FormTextField } from "@/components/ui/form-fields";
import { FormNewPasswordField } from "@/components/ui/form-new-password-field";
import { FormShell } from "@/components/ui/form-shell";
import { latinUsernameProps, mobileProps } from "@/components/ui/input-presets";
import { registerFormSchema } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { authApi } from "@/lib/api/auth";
import { enterPanel } from "../../_lib/enter-panel";
import { DEFAULT_AFTER_SIGN_IN } from "@/lib/navigation/safe-next";
import { ActivityDomainField } from "@/components/business/activity-domain-field";
import type { RegisterFormValues } from "./register-defaults";
import { UsernameStatus } from "@/components/ui/username-status";
import { useUsernameAvailability } from "@/lib/hooks/use-username-availability";

export interface RegisterFormProps {
  defaultValues: RegisterFormValues;
  /** The upstream sent a code to the mobile: what was typed, and the mobile as sent (E.164). */
  onRegistered: (typed: RegisterFormValues, mobile: string) => void;
}

/** The account's details, checked with the contract's schema; the username is checked as it is typed. */
export function RegisterForm({ defaultValues, onRegistered }: RegisterFormProps) {
  const form = useZodForm(registerFormSchema, { defaultValues });
  const { control, handleSubmit, formState, watch, getValues, setError, applyServerError } = form;
  const errors = formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);
  const userName = watch("user_name") ?? "";
  const availability = useUsernameAvailability(userName);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (availability.state === "unavailable") {
      setError("user_name", { type: "server", message: availability.message }, { shouldFocus: true });
      return;
    }
    try {
      const { data } = await authApi.register({
        user_name: values.user_name,
        name_family: values.name_family,
        mobile_number: values.mobile_number,
        activity_domain_id: values.activity_domain_id,
        password: values.password,
        reseller_id: values.reseller_id,
      });
      if (data.method === "login") {
        setEntering(true);
        enterPanel(DEFAULT_AFTER_SIGN_IN);
      } else {
        onRegistered(getValues() as RegisterFormValues, values.mobile_number);
      }
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <FormShell onSubmit={submit} error={formError}>
      <FormTextField
        form={form}
        name="user_name"
        label="نام کاربری"
        hint={availability.state === "idle" ? null : <UsernameStatus availability={availability} />}
        invalid={availability.state === "unavailable"}
        {...latinUsernameProps}
      />
      <FormTextField form={form} name="name_family" label="نام و نام خانوادگی" autoComplete="name" />
      <FormTextField form={form} name="mobile_number" label="شماره موبایل" {...mobileProps} />
      <ActivityDomainField control={control} error={errors.activity_domain_id?.message} />
      <FormNewPasswordField form={form} name="password" label="رمز عبور" username={userName} />
      <FormPasswordField form={form} name="password_confirmation" label="تکرار رمز عبور" autoComplete="new-password" />
      <Button type="submit" loading={formState.isSubmitting || entering} className="w-full">
        ثبت‌نام
      </Button>
      <p className="text-center text-sm text-muted">
        حساب کاربری دارید؟{" "}
        <Link href="/login" className="font-medium text-primary hover:text-primary-hover">
          ورود
        </Link>
      </p>
    </FormShell>
  );
}
