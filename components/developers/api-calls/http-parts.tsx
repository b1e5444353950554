import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";
import { groupDigits } from "@/lib/format/money";
import { readKeptBody } from "./kept-body";

/** Text read left to right in its own scrollable box, reachable by keyboard so a long line can be scrolled. */
function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre
      dir="ltr"
      tabIndex={0}
      aria-label={label}
      className="latin max-h-[28rem] overflow-auto rounded-lg border border-border bg-surface-2 p-3 text-start text-xs leading-5 text-text focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
    >
      <code>{children}</code>
    </pre>
  );
}

/** A part's title, and the copy button of what it shows. */
function PartHeading({ title, copy }: { title: string; copy?: { value: string; label: string } }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h3 className="text-sm font-bold">{title}</h3>
      {copy ? <CopyButton value={copy.value} label={copy.label} /> : null}
    </div>
  );
}

/** Headers as the log kept them, one «name: value» a line, in the order they came. */
export function HeadersPart({ headers, label }: { headers: Readonly<Record<string, string>>; label: string }) {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return (
    <div className="flex flex-col gap-2">
      <PartHeading title="سرآیندها" />
      {lines.length > 0 ? (
        <CodeBlock label={label}>{lines.join("\n")}</CodeBlock>
      ) : (
        <p className="text-sm text-muted">سرآیندی ثبت نشده است.</p>
      )}
    </div>
  );
}

/** The query string of the request, when it had one. */
export function QueryPart({ query }: { query: string }) {
  return (
    <div className="flex flex-col gap-2">
      <PartHeading title="پارامترهای نشانی (query)" />
      <CodeBlock label="پارامترهای نشانی درخواست">{`?${query}`}</CodeBlock>
    </div>
  );
}

/** A body: JSON indented, a note when the upstream kept only its first 10 KB, or that there was none. */
export function BodyPart({ body, label, none }: { body: string | null; label: string; none: string }) {
  if (body === null) {
    return (
      <div className="flex flex-col gap-2">
        <PartHeading title="بدنه" />
        <p className="text-sm text-muted">{none}</p>
      </div>
    );
  }
  const kept = readKeptBody(body);
  return (
    <div className="flex flex-col gap-2">
      <PartHeading title="بدنه" copy={{ value: kept.text, label: `کپی ${label}` }} />
      {kept.cutFrom !== null ? (
        <Alert tone="warning">
          {`این بدنه ${groupDigits(kept.cutFrom)} بایت بود؛ فقط ۱۰ کیلوبایت نخست آن نگه داشته شده و بقیه بریده شده است.`}
        </Alert>
      ) : null}
      <CodeBlock label={label}>{kept.text}</CodeBlock>
    </div>
  );
}
