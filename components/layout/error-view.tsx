"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { PanelIcon } from "@/components/ui/panel-icon";

/** The generic error view (spec §2): what happened, and a way back to the previous page. */
export function ErrorView() {
  const router = useRouter();
  const back = () => {
    if (window.history.length > 1) router.back();
    else router.replace("/dashboard");
  };
  return (
    <div role="alert" className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 3 2 20h20L12 3Z" />
          <path d="M12 10v4.5M12 17.5h.01" />
        </svg>
      </span>
      <div className="flex flex-col gap-1">
        <h1 className="text-lg font-bold">خطایی رخ داد</h1>
        <p className="text-sm leading-6 text-muted">
          نمایش این صفحه با مشکل روبه‌رو شد. به صفحهٔ قبل برگردید و دوباره تلاش کنید.
        </p>
      </div>
      <Button onClick={back} variant="secondary">
        <PanelIcon name="arrow-back" className="size-4 rtl:rotate-180" />
        بازگشت
      </Button>
    </div>
  );
}
