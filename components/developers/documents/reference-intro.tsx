import Link from "next/link";
import type { SampleSetting } from "@/lib/api-samples";
import { CodeBlock } from "./code-block";

/** The Markdown reference, through the panel's own address (upstream/routes/api-docs.ts). */
export const LLMS_TEXT_PATH = "/api/v1/api/panel/llms.txt";

const linkClass = "font-medium text-primary underline underline-offset-4 hover:text-primary-hover";

/**
 * Said once above the calls: how an application authenticates (the key alone in Authorization, as
 * Edge documents it), where its requests go, what an answer looks like, and the Markdown version.
 */
export function ReferenceIntro({ baseUrl }: { baseUrl: SampleSetting }) {
  return (
    <section
      aria-labelledby="api-auth-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <h2 id="api-auth-title" className="text-base font-bold">
        احراز هویت و نشانی
      </h2>
      <p className="text-sm leading-7">
        کلید API را در صفحهٔ{" "}
        <Link href="/developers/api-keys" className={linkClass}>
          کلیدهای API
        </Link>{" "}
        بسازید و آن را به‌تنهایی، بی هیچ پیشوندی (بدون{" "}
        <code dir="ltr" className="latin font-mono text-xs">
          Bearer
        </code>
        )، مقدار سرآیند{" "}
        <code dir="ltr" className="latin font-mono text-xs">
          Authorization
        </code>{" "}
        هر فراخوانی بگذارید. کلید با دسترسی مالک حساب کار می‌کند و اگر برایش نشانی‌هایی مجاز کرده‌اید، فقط از همان
        نشانی‌ها.
      </p>
      <CodeBlock code="Authorization: YOUR_API_KEY" label="سرآیند احراز هویت" />
      {typeof baseUrl === "string" ? (
        <p className="text-sm leading-7">
          نشانی سرور API:{" "}
          <code dir="ltr" className="latin font-mono text-xs break-all">
            {baseUrl}
          </code>
          ؛ مسیر هر فراخوانی پس از آن می‌آید.
        </p>
      ) : (
        <p className="text-sm leading-7">
          نمونه‌ها نشانی سرور API را از متغیر{" "}
          <code dir="ltr" className="latin font-mono text-xs">
            {baseUrl.env}
          </code>{" "}
          می‌خوانند؛ پیش از اجرا آن را نشانی‌ای بگذارید که سرویس‌دهنده برای برنامه‌ها داده است.
        </p>
      )}
      <p className="text-sm leading-7">
        هر پاسخ به شکل{" "}
        <code dir="ltr" className="latin font-mono text-xs">
          {"{data, meta}"}
        </code>{" "}
        است؛ در خطا پیام فارسی در{" "}
        <code dir="ltr" className="latin font-mono text-xs">
          meta.message
        </code>{" "}
        و پیام هر فیلد در{" "}
        <code dir="ltr" className="latin font-mono text-xs">
          meta.errors
        </code>{" "}
        می‌آید.
      </p>
      <p className="text-sm leading-7">
        برای ابزارها و دستیارهای هوشمند:{" "}
        <a href={LLMS_TEXT_PATH} className={linkClass}>
          همین مستندات به‌صورت متن ساده (Markdown)
        </a>
        .
      </p>
    </section>
  );
}
