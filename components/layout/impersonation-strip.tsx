"use client";

import { Spinner } from "@/components/ui/spinner";
import { useLogout } from "@/lib/api/logout";
import { LogoutErrorDialog } from "./logout-error-dialog";

/** While support staff view a customer's account, this strip stays at the very top (DESIGN: external-login). */
export function ImpersonationStrip({ name, userName }: { name: string; userName: string }) {
  const logout = useLogout();
  return (
    <div
      role="status"
      className="flex shrink-0 flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-warning px-4 py-1.5 text-sm text-white dark:text-bg"
    >
      <p className="text-center">
        در حال مشاهده حساب {name} (<bdi className="latin">{userName}</bdi>) به عنوان پشتیبان
      </p>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className="inline-flex h-7 items-center gap-1.5 rounded-lg bg-white/20 px-3 text-xs font-medium hover:bg-white/30 disabled:opacity-70"
      >
        {logout.isPending ? <Spinner className="size-3.5" /> : null}
        خروج از حساب
      </button>
      <LogoutErrorDialog error={logout.error} onClose={logout.reset} />
    </div>
  );
}
