import Link from "next/link";
import { CheckCircleIcon } from "@/components/ui/icons";
import { LatinText } from "@/components/ui/latin-text";

/** The password is set and the link spent: sign in with the username and the new password. */
export function InvitationAccepted({ username }: { username: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <CheckCircleIcon className="size-8" />
      </span>
      <h1 className="text-xl font-bold text-text">رمز عبور شما ثبت شد</h1>
      <p className="text-sm leading-7 text-muted">
        اکنون با نام کاربری <LatinText>{username}</LatinText> و رمز عبوری که گذاشتید وارد پنل شوید.
      </p>
      <Link
        href="/login"
        className="mt-2 inline-flex h-10 w-full items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover"
      >
        ورود به پنل
      </Link>
    </div>
  );
}
