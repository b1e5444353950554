import { LatinText } from "@/components/ui/latin-text";
import { CodeBlock } from "./code-block";

const NODE_SAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

// secret: "whsec_…", headers: the request's headers, body: its raw text as received
export function verifyWebhook(secret, headers, body) {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key)
    .update(\`\${id}.\${timestamp}.\${body}\`)
    .digest();
  return headers["webhook-signature"]
    .split(" ")
    .map((part) => Buffer.from(part.replace(/^v1,/, ""), "base64"))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected));
}`;

/**
 * How a receiver checks that a message is ours (Standard Webhooks): the three headers, the signed
 * text and a short sample, shown beside a secret and under the list.
 */
export function VerifyNote({ open = false }: { open?: boolean }) {
  return (
    <details open={open} className="rounded-xl border border-border bg-surface p-4 text-sm leading-7">
      <summary className="cursor-pointer font-medium">درستی پیام‌ها را چگونه بسنجم؟</summary>
      <div className="mt-3 flex flex-col gap-3">
        <p>
          هر پیام طبق استاندارد Standard Webhooks امضا می‌شود و سه سرآیند دارد: <LatinText>webhook-id</LatinText> (شناسهٔ
          پیام که در تلاش‌های دوباره تغییر نمی‌کند)، <LatinText>webhook-timestamp</LatinText> (زمان ارسال به ثانیهٔ
          یونیکس) و <LatinText>webhook-signature</LatinText>.
        </p>
        <p>
          امضا از این راه ساخته می‌شود؛ کلید، بخش پس از <LatinText>whsec_</LatinText> در کلید امضاست که از{" "}
          <LatinText>base64</LatinText> باز شده، و <LatinText>body</LatinText> متن خام درخواست است، پیش از هر تبدیلی:
        </p>
        <p dir="ltr" className="latin rounded-lg bg-surface-2 px-3 py-2 text-start text-xs break-all">
          {'webhook-signature: v1,base64(HMAC-SHA256(key, id + "." + timestamp + "." + body))'}
        </p>
        <p>
          پس از چرخش کلید تا یک روز دو امضا با فاصله در این سرآیند می‌آید؛ پذیرفتن یکی کافی است. پیامی با زمان بیش از
          پنج دقیقه دور را نپذیرید، تکراری‌ها را با <LatinText>webhook-id</LatinText> کنار بگذارید و ظرف ۱۰ ثانیه با کد{" "}
          <LatinText>2xx</LatinText> پاسخ دهید.
        </p>
        <CodeBlock label="نمونهٔ سنجش امضا در Node.js">{NODE_SAMPLE}</CodeBlock>
      </div>
    </details>
  );
}
