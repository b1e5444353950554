"use client";

import { useEffect } from "react";
import { useChunkReload } from "@/components/layout/use-chunk-reload";
import { DARK_KEY } from "@/lib/theme/theme-script";
import { vazirmatn, vazirmatnLatin } from "./fonts";
import "./globals.css";

/**
 * The last line: the root layout itself failed. It draws its own document, in Persian and the
 * user's theme; a failed code download reloads the page up to 3 times first.
 */
export default function GlobalError({ error }: { error: unknown }) {
  const reloading = useChunkReload(error);

  useEffect(() => {
    try {
      document.documentElement.classList.toggle("dark", localStorage.getItem(DARK_KEY) === "true");
    } catch {
      // Storage blocked: stay light.
    }
  }, []);

  return (
    <html lang="fa" dir="rtl" className={`${vazirmatn.variable} ${vazirmatnLatin.variable}`} suppressHydrationWarning>
      <head>
        <title>خطایی رخ داد | پنل پیامک</title>
      </head>
      <body className="min-h-dvh font-sans">
        <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
          {reloading ? (
            <p className="text-sm text-muted">در حال بارگذاری دوباره…</p>
          ) : (
            <>
              <h1 className="text-lg font-bold">خطایی رخ داد</h1>
              <p className="text-sm leading-6 text-muted">پنل با مشکل روبه‌رو شد. صفحه را دوباره بارگذاری کنید.</p>
              <button
                type="button"
                onClick={() => window.location.reload()}
                className="inline-flex h-10 items-center rounded-lg bg-primary px-5 text-sm font-medium text-on-primary hover:bg-primary-hover"
              >
                بارگذاری دوباره
              </button>
            </>
          )}
        </main>
      </body>
    </html>
  );
}
