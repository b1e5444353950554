"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormPasswordField, FormTextField } from "@/components/ui/form-fields";
import { FormShell } from "@/components/ui/form-shell";
import { latinUsernameProps } from "@/components/ui/input-presets";
import { loginRequestSchema, type LoginRequest } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { authApi } from "@/lib/api/auth";
import { useLoginSetting } from "../../_lib/use-login-setting";

export interface LoginFormProps {
  defaultValues: LoginRequest;
  onSignedIn: () => void;
  onCodeRequired: (method: "sms" | "ga" | "setup", values: LoginRequest) => void;
}

/** Username and password. Wrong credentials and rate limits come back as the upstream's Persian words. */
export function LoginForm({ defaultValues, onSignedIn, onCodeRequired }: LoginFormProps) {
  const form = useZodForm(loginRequestSchema, { defaultValues });
  const { handleSubmit, formState, getValues, applyServerError } = form;
  const { registerEnabled, forgotPasswordEnabled } = useLoginSetting();
  const [formError, setFormError] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);

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
    <FormShell onSubmit={submit} error={formError}>
      <FormTextField form={form} name="username" label="نام کاربری" {...latinUsernameProps} />
      <FormPasswordField form={form} name="password" label="رمز عبور" autoComplete="current-password" />
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
    </FormShell>
  );
}
