import type { Metadata } from "next";
import Link from "next/link";
import { HydrationMark } from "@/components/layout/hydration-mark";

export const metadata: Metadata = { title: "صفحه پیدا نشد" };

/** Unknown paths and pages not meant for this device (spec §2) answer 404 with this page. */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 p-6 text-center">
      <HydrationMark />
      <p className="text-7xl font-bold text-primary" aria-hidden="true">
        ۴۰۴
      </p>
      <div className="flex flex-col gap-2">
        <h1 className="text-xl font-bold">صفحه‌ای که دنبالش بودید پیدا نشد</h1>
        <p className="max-w-md text-sm leading-7 text-muted">
          ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه جابه‌جا شده باشد.
        </p>
      </div>
      <Link
        href="/dashboard"
        className="inline-flex h-10 items-center rounded-lg bg-primary px-5 text-sm font-medium text-on-primary hover:bg-primary-hover"
      >
        بازگشت به خانه
      </Link>
    </main>
  );
}
