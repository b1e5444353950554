import Link from "next/link";
import { CheckCircleIcon } from "@/components/ui/icons";

/** The end of recovery: the new password is in place, sign in with it. */
export function PasswordChanged() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <CheckCircleIcon className="size-8" />
      </span>
      <h1 className="text-xl font-bold text-text">رمز عبور تغییر کرد</h1>
      <p className="text-sm leading-7 text-muted">رمز عبور تازه ذخیره شد. اکنون با آن وارد پنل شوید.</p>
      <Link
        href="/login"
        className="mt-2 inline-flex h-10 w-full items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover"
      >
        ورود به پنل
      </Link>
    </div>
  );
}
