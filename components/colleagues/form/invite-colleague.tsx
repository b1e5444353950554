"use client";

import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useAllRoles } from "@/lib/api/colleagues";
import { COLLEAGUE_LIMITS } from "@/lib/contract/colleagues";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toPersianDigits } from "@/lib/validation/digits";
import { CREATE_FIRST_ROLE_HREF } from "../shared/colleague-links";
import { LinkButton } from "@/components/layout/link-button";
import { InviteForm } from "./invite-form";

/** A colleague needs a role (spec §6): with none yet, the page says so and leads to making one. */
function NoRoleYet() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-5">
      <h2 className="text-base font-bold">ابتدا یک سطح دسترسی بسازید</h2>
      <p className="text-sm leading-7 text-muted">
        هر همکار با یک سطح دسترسی کار می‌کند که مشخص می‌کند کدام بخش‌های پنل را ببیند و چه کارهایی انجام دهد. هنوز سطح
        دسترسی‌ای نساخته‌اید؛ پس از ساختن آن به همین صفحه بازمی‌گردید.
      </p>
      <LinkButton href={CREATE_FIRST_ROLE_HREF}>ساخت سطح دسترسی</LinkButton>
    </div>
  );
}

/** /colleagues/create: how an invitation works, then the form; or the way to the first role. */
export function InviteColleague() {
  const roles = useAllRoles();
  if (roles.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (roles.isError)
    return (
      <ErrorState
        message={toErrorMessage(roles.error)}
        onRetry={() => void roles.refetch()}
        retrying={roles.isFetching}
      />
    );
  if (roles.data.length === 0) return <NoRoleYet />;
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 md:p-6">
      <Alert tone="info">
        {`همکار پیامکی با پیوند یک‌بارمصرف می‌گیرد تا رمز عبور خود را تعیین کند؛ این پیوند تا ${toPersianDigits(COLLEAGUE_LIMITS.invitationHours)} ساعت معتبر است. تا نخستین ورود، وضعیت همکار «در انتظار تأیید» می‌ماند.`}
      </Alert>
      <InviteForm roles={roles.data} />
    </div>
  );
}
