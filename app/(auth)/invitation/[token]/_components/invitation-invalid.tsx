import Link from "next/link";
import { AlertIcon } from "@/components/ui/icons";

/** A link that cannot be used: the upstream's reason, and the way to sign in. */
export function InvitationInvalid({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning">
        <AlertIcon className="size-8" />
      </span>
      <h1 className="text-xl font-bold text-text">پیوند دعوت معتبر نیست</h1>
      <p className="text-sm leading-7 text-muted">{message}</p>
      <Link
        href="/login"
        className="mt-2 inline-flex h-10 w-full items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-on-primary hover:bg-primary-hover"
      >
        رفتن به صفحه ورود
      </Link>
    </div>
  );
}
