import Link from "next/link";
import type { SampleSetting } from "@/lib/api-samples";
import { CodeBlock } from "./code-block";
import { InlineCode } from "./inline-code";

/** The Markdown reference, through the panel's own address (upstream/routes/api-docs.ts). */
const LLMS_TEXT_PATH = "/api/v1/api/panel/llms.txt";

const linkClass = "font-medium text-primary underline underline-offset-4 hover:text-primary-hover";

/**
 * Said once above the calls: how an application authenticates (the key alone in Authorization, as
 * Edge documents it), where its requests go, what an answer holds, and the Markdown version.
 */
export function ReferenceIntro({ baseUrl }: { baseUrl: SampleSetting }) {
  return (
    <section
      aria-labelledby="api-auth-title"
      className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 text-sm leading-7 md:p-5"
    >
      <h2 id="api-auth-title" className="text-base font-bold">
        احراز هویت
      </h2>
      <p>
        کلیدی از صفحهٔ{" "}
        <Link href="/developers/api-keys" className={linkClass}>
          کلیدهای API
        </Link>{" "}
        بسازید و خودِ آن را، بی <InlineCode>Bearer</InlineCode> یا هر پیشوند دیگر، در سرآیند{" "}
        <InlineCode>Authorization</InlineCode> هر فراخوانی بفرستید:
      </p>
      <CodeBlock code="Authorization: YOUR_API_KEY" label="سرآیند احراز هویت" />
      <p className="text-muted">
        {typeof baseUrl === "string" ? (
          <>
            نشانی سرور API <InlineCode>{baseUrl}</InlineCode> است و مسیر هر فراخوانی پس از آن می‌آید.
          </>
        ) : (
          <>
            نمونه‌ها نشانی سرور API را از متغیر <InlineCode>{baseUrl.env}</InlineCode> می‌خوانند؛ آن را نشانی‌ای بگذارید
            که سرویس‌دهنده برای برنامه‌ها داده است.
          </>
        )}{" "}
        هر پاسخ دو بخش <InlineCode>data</InlineCode> و <InlineCode>meta</InlineCode> دارد و در خطا، پیام فارسی در{" "}
        <InlineCode>meta.message</InlineCode> و پیام هر فیلد در <InlineCode>meta.errors</InlineCode> می‌آید.
      </p>
      <p>
        <a href={LLMS_TEXT_PATH} className={linkClass}>
          همین مستندات به‌صورت متن ساده (Markdown)
        </a>{" "}
        <span className="text-muted">برای ابزارها و دستیارهای هوشمند</span>
      </p>
    </section>
  );
}
