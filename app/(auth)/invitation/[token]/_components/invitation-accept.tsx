"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormPasswordField } from "@/components/ui/form-fields";
import { FormNewPasswordField } from "@/components/ui/form-new-password-field";
import { FormShell } from "@/components/ui/form-shell";
import { LatinText } from "@/components/ui/latin-text";
import { acceptInvitation } from "@/lib/api/colleague-invitation";
import { newPasswordFormSchema } from "@/lib/contract/auth";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { AuthHeading } from "../../../_components/auth-heading";
import { InvitationAccepted } from "./invitation-accepted";

export interface InvitationAcceptProps {
  token: string;
  invited: { first_name: string; last_name: string; username: string; account_name: string };
}

/**
 * Who is invited to which account, and their password twice with the registration's strength
 * meter and rules; once accepted the link is spent and the colleague signs in.
 */
export function InvitationAccept({ token, invited }: InvitationAcceptProps) {
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { password: "", password_confirmation: "" } });
  const { handleSubmit, formState, applyServerError } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await acceptInvitation(token, values.password);
      setAccepted(true);
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  if (accepted) return <InvitationAccepted username={invited.username} />;

  return (
    <>
      <AuthHeading title="پذیرش دعوت همکاری">
        {`${invited.first_name} ${invited.last_name} عزیز، شما به همکاری در حساب «${invited.account_name}» دعوت شده‌اید. برای ورود، رمز عبور خود را تعیین کنید.`}
      </AuthHeading>
      <dl className="mb-5 flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2.5 text-sm">
        <dt className="text-muted">نام کاربری شما</dt>
        <dd className="font-medium">
          <LatinText>{invited.username}</LatinText>
        </dd>
      </dl>
      <FormShell onSubmit={submit} error={formError}>
        <FormNewPasswordField form={form} name="password" label="رمز عبور" username={invited.username} />
        <FormPasswordField
          form={form}
          name="password_confirmation"
          label="تکرار رمز عبور"
          autoComplete="new-password"
        />
        <Button type="submit" loading={formState.isSubmitting} className="w-full">
          پذیرش دعوت و ثبت رمز عبور
        </Button>
      </FormShell>
    </>
  );
}
