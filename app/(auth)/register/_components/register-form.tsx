"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { PasswordStrength } from "@/components/ui/password-strength";
import { TextInput } from "@/components/ui/text-input";
import { registerFormSchema } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { authApi } from "@/lib/api/auth";
import { enterPanel } from "../../_lib/enter-panel";
import { DEFAULT_AFTER_SIGN_IN } from "@/lib/navigation/safe-next";
import { ActivityDomainSelect } from "./activity-domain-select";
import type { RegisterFormValues } from "./register-defaults";
import { UsernameStatus } from "./username-status";
import { useUsernameAvailability } from "./use-username-availability";

export interface RegisterFormProps {
  defaultValues: RegisterFormValues;
  /** The upstream sent a code to the mobile: what was typed, and the mobile as sent (E.164). */
  onRegistered: (typed: RegisterFormValues, mobile: string) => void;
}

/** The account's details, checked with the contract's schema; the username is checked as it is typed. */
export function RegisterForm({ defaultValues, onRegistered }: RegisterFormProps) {
  const form = useZodForm(registerFormSchema, { defaultValues });
  const { register, handleSubmit, formState, watch, getValues, setError, applyServerError } = form;
  const errors = formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);
  const userName = watch("user_name") ?? "";
  const password = watch("password") ?? "";
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

  const userNameError = errors.user_name?.message;
  const userNameStatus = userNameError ? null : <UsernameStatus availability={availability} />;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Field id="user_name" label="نام کاربری" error={userNameError} hint={availability.state === "idle" ? null : userNameStatus}>
        <TextInput
          id="user_name"
          dir="ltr"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="latin text-end"
          invalid={Boolean(userNameError) || availability.state === "unavailable"}
          aria-describedby={describedBy("user_name", userNameError, availability.state !== "idle")}
          {...register("user_name")}
        />
      </Field>
      <Field id="name_family" label="نام و نام خانوادگی" error={errors.name_family?.message}>
        <TextInput
          id="name_family"
          autoComplete="name"
          invalid={Boolean(errors.name_family)}
          aria-describedby={describedBy("name_family", errors.name_family?.message)}
          {...register("name_family")}
        />
      </Field>
      <Field id="mobile_number" label="شماره موبایل" error={errors.mobile_number?.message}>
        <TextInput
          id="mobile_number"
          variant="tel"
          autoComplete="tel"
          placeholder="09121234567"
          className="latin"
          invalid={Boolean(errors.mobile_number)}
          aria-describedby={describedBy("mobile_number", errors.mobile_number?.message)}
          {...register("mobile_number")}
        />
      </Field>
      <Field id="activity_domain_id" label="حوزه فعالیت" error={errors.activity_domain_id?.message}>
        <ActivityDomainSelect
          id="activity_domain_id"
          invalid={Boolean(errors.activity_domain_id)}
          aria-describedby={describedBy("activity_domain_id", errors.activity_domain_id?.message)}
          {...register("activity_domain_id")}
        />
      </Field>
      <div className="flex flex-col gap-2">
        <Field id="password" label="رمز عبور" error={errors.password?.message}>
          <PasswordInput
            id="password"
            autoComplete="new-password"
            invalid={Boolean(errors.password)}
            aria-describedby={[describedBy("password", errors.password?.message), "password-strength"].filter(Boolean).join(" ")}
            {...register("password")}
          />
        </Field>
        <PasswordStrength id="password-strength" password={password} username={userName} />
      </div>
      <Field id="password_confirmation" label="تکرار رمز عبور" error={errors.password_confirmation?.message}>
        <PasswordInput
          id="password_confirmation"
          autoComplete="new-password"
          invalid={Boolean(errors.password_confirmation)}
          aria-describedby={describedBy("password_confirmation", errors.password_confirmation?.message)}
          {...register("password_confirmation")}
        />
      </Field>
      <Button type="submit" loading={formState.isSubmitting || entering} className="w-full">
        ثبت‌نام
      </Button>
      <p className="text-center text-sm text-muted">
        حساب کاربری دارید؟{" "}
        <Link href="/login" className="font-medium text-primary hover:text-primary-hover">
          ورود
        </Link>
      </p>
    </form>
  );
}
