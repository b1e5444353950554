import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LatinText } from "@/components/ui/latin-text";
import { AuthHeading } from "../../../_components/auth-heading";

/**
 * Names the account a support link opens and enters it only on a post of this form, from this
 * page: a link alone, opened from anywhere, changes nothing in the browser's session.
 */
export function EntryConfirmation({ name, username, nonce }: { name: string | null; username: string; nonce: string }) {
  return (
    <>
      <AuthHeading title="ورود به عنوان پشتیبان">
        با این لینک، به عنوان پشتیبان وارد حساب کاربری زیر می‌شوید. هر کاری که انجام دهید به نام همین حساب ثبت می‌شود.
      </AuthHeading>
      <dl className="mb-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-border bg-surface-2 px-4 py-3 text-sm">
        <dt className="text-muted">نام</dt>
        <dd className="font-medium text-text">{name || "بدون نام"}</dd>
        <dt className="text-muted">نام کاربری</dt>
        <dd className="font-medium text-text">
          <LatinText>{username}</LatinText>
        </dd>
      </dl>
      <Alert tone="warning" className="mb-5">
        اگر در این مرورگر با حساب دیگری وارد شده‌اید، از آن خارج می‌شوید. این لینک تا دو دقیقه پس از باز شدن معتبر است.
      </Alert>
      <form method="post" action="/external-login" className="flex flex-col gap-3">
        <input type="hidden" name="nonce" value={nonce} />
        <Button type="submit" className="w-full">
          ورود به حساب این کاربر
        </Button>
        <Link
          href="/login"
          className="inline-flex h-10 w-full items-center justify-center rounded-lg border border-border bg-surface px-4 text-sm font-medium text-text hover:bg-surface-2"
        >
          انصراف
        </Link>
      </form>
    </>
  );
}
