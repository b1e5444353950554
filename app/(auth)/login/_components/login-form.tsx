"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { TextInput } from "@/components/ui/text-input";
import { loginRequestSchema, type LoginRequest } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { authApi } from "@/lib/api/auth";
import { useLoginSetting } from "../../_lib/use-login-setting";

export interface LoginFormProps {
  defaultValues: LoginRequest;
  onSignedIn: () => void;
  onCodeRequired: (method: "sms" | "ga", values: LoginRequest) => void;
}

/** Username and password. Wrong credentials and rate limits come back as the upstream's Persian words. */
export function LoginForm({ defaultValues, onSignedIn, onCodeRequired }: LoginFormProps) {
  const { register, handleSubmit, formState, getValues, applyServerError } = useZodForm(loginRequestSchema, {
    defaultValues,
  });
  const { registerEnabled, forgotPasswordEnabled } = useLoginSetting();
  const [formError, setFormError] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await authApi.login(values);
      if (data.method === "login") {
        setEntering(true);
        onSignedIn();
      } else {
        onCodeRequired(data.method, getValues());
      }
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Field id="username" label="نام کاربری" error={errors.username?.message}>
        <TextInput
          id="username"
          dir="ltr"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className="latin text-end"
          invalid={Boolean(errors.username)}
          aria-describedby={describedBy("username", errors.username?.message)}
          {...register("username")}
        />
      </Field>
      <Field id="password" label="رمز عبور" error={errors.password?.message}>
        <PasswordInput
          id="password"
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          aria-describedby={describedBy("password", errors.password?.message)}
          {...register("password")}
        />
      </Field>
      {forgotPasswordEnabled ? (
        <Link href="/login/forgot-password" className="-mt-2 self-start text-sm text-primary hover:text-primary-hover">
          فراموشی رمز عبور
        </Link>
      ) : null}
      <Button type="submit" loading={formState.isSubmitting || entering} className="w-full">
        ورود
      </Button>
      {registerEnabled ? (
        <p className="text-center text-sm text-muted">
          حساب کاربری ندارید؟{" "}
          <Link href="/register" className="font-medium text-primary hover:text-primary-hover">
            ثبت‌نام
          </Link>
        </p>
      ) : null}
    </form>
  );
}
