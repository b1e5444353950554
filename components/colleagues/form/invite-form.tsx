"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormTextField } from "@/components/ui/form-fields";
import { FormShell } from "@/components/ui/form-shell";
import { latinUsernameProps, mobileProps } from "@/components/ui/input-presets";
import { UsernameStatus } from "@/components/ui/username-status";
import { useCreateColleague } from "@/lib/api/colleagues";
import { COLLEAGUE_LIMITS, createColleagueRequestSchema, type Role } from "@/lib/contract/colleagues";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { useUsernameAvailability } from "@/lib/hooks/use-username-availability";
import { toast } from "@/lib/ui/toast-store";
import { toPersianDigits } from "@/lib/validation/digits";
import { toLocalMobile } from "@/lib/validation/mobile";
import { COLLEAGUES_HREF } from "../shared/colleague-links";
import { colleagueName } from "../shared/colleague-name";
import { RoleField } from "./role-field";

/** Told once the invitation has gone: how the colleague goes on, and how long they have. */
export function invitationSentMessage(name: string, mobile: string): string {
  const hours = toPersianDigits(COLLEAGUE_LIMITS.invitationHours);
  return `دعوت «${name}» فرستاده شد: پیامکی با پیوند تعیین رمز عبور به ${toLocalMobile(mobile) ?? mobile} رفت که تا ${hours} ساعت معتبر است. تا نخستین ورود، وضعیت او «در انتظار تأیید» است.`;
}

/**
 * A new colleague's names, mobile, username (the registration rule, checked with the upstream as it
 * is typed) and role; the upstream sends them an SMS with a link to set their password.
 */
export function InviteForm({ roles }: { roles: readonly Role[] }) {
  const router = useRouter();
  const form = useZodForm(createColleagueRequestSchema, {
    defaultValues: {
      first_name: "",
      last_name: "",
      mobile: "",
      username: "",
      role_id: roles.length === 1 ? roles[0]!.id : "",
    },
  });
  const { control, handleSubmit, formState, watch, setError, applyServerError } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const availability = useUsernameAvailability(watch("username") ?? "");
  const create = useCreateColleague();

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (availability.state === "unavailable") {
      setError("username", { type: "server", message: availability.message }, { shouldFocus: true });
      return;
    }
    try {
      const colleague = await create.mutateAsync(values);
      toast.success(invitationSentMessage(colleagueName(colleague), colleague.mobile));
      router.push(COLLEAGUES_HREF);
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <FormShell onSubmit={submit} error={formError}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField form={form} name="first_name" label="نام" autoComplete="off" />
        <FormTextField form={form} name="last_name" label="نام خانوادگی" autoComplete="off" />
        <FormTextField
          form={form}
          name="mobile"
          label="شماره موبایل"
          hint="پیامک دعوت به این شماره فرستاده می‌شود."
          {...mobileProps}
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="username"
          label="نام کاربری"
          hint={
            availability.state === "idle" ? (
              "حروف انگلیسی، رقم و خط تیره؛ همکار با آن وارد پنل می‌شود."
            ) : (
              <UsernameStatus availability={availability} />
            )
          }
          invalid={availability.state === "unavailable"}
          {...latinUsernameProps}
          autoComplete="off"
        />
      </div>
      <div className="sm:max-w-[calc(50%-0.625rem)]">
        <RoleField control={control} roles={roles} error={formState.errors.role_id?.message} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" loading={formState.isSubmitting} className="min-w-40">
          ارسال دعوت
        </Button>
        <Button variant="ghost" onClick={() => router.push(COLLEAGUES_HREF)}>
          انصراف
        </Button>
      </div>
    </FormShell>
  );
}
