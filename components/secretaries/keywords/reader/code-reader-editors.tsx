"use client";

import { useRouter } from "next/navigation";
import { LinkButton } from "@/components/layout/link-button";
import { AnsweringStateBadge } from "@/components/ui/auto-answer/answering-state-badge";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { codeReaderExportUrl, useCodeReader, useCreateCodeReader, useUpdateCodeReader } from "@/lib/api/code-readers";
import { CODE_READER_MESSAGES, type CodeReaderOut } from "@/lib/contract/code-readers";
import { ApiError } from "@/lib/errors/api-error";
import { toErrorMessage } from "@/lib/errors/to-message";
import { groupDigits } from "@/lib/format/money";
import { toast } from "@/lib/ui/toast-store";
import { CodeReaderForm } from "../form/code-reader-form";
import { CODE_READERS_HREF, codeReaderHref } from "../shared/code-reader-links";
import { importReportText } from "../shared/import-report";
import { CodeReaderInbox } from "./code-reader-inbox";
import { CodeReaderVariables } from "./code-reader-variables";

/** /secretary/keywords/create: a new reader with its codes, then its page with what the file gave. */
export function CreateCodeReaderEditor() {
  const router = useRouter();
  const create = useCreateCodeReader();
  return (
    <CodeReaderForm
      save={(body) => create.mutateAsync(body)}
      onSaved={({ reader, import: report }) => {
        toast.success(`کدخوان «${reader.title}» ساخته شد. ${report ? importReportText(report) : ""}`.trim());
        router.push(codeReaderHref(reader.id));
      }}
    />
  );
}

function BackToReaders() {
  return (
    <LinkButton href={CODE_READERS_HREF} variant="secondary" size="md">
      بازگشت به کدخوان‌ها
    </LinkButton>
  );
}

/** The reader at a glance: whether it answers, its codes used of all, what it received, and its codes as a file. */
function CodeReaderSummary({ reader }: { reader: CodeReaderOut }) {
  return (
    <section
      aria-label="خلاصهٔ کدخوان"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface p-4 md:p-5"
    >
      <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <dt className="text-muted">وضعیت:</dt>
          <dd>
            <AnsweringStateBadge state={reader} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted">کدهای استفاده‌شده:</dt>
          <dd className="font-medium">{`${groupDigits(reader.codes_used)} از ${groupDigits(reader.codes_total)}`}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-muted">پیام‌های دریافتی:</dt>
          <dd className="font-medium">{groupDigits(reader.received_count)}</dd>
        </div>
      </dl>
      <a
        href={codeReaderExportUrl(reader.id)}
        download
        className="inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-border bg-surface px-3 text-sm font-medium text-text transition-colors hover:bg-surface-2"
      >
        دریافت فهرست کدها
      </a>
    </section>
  );
}

/** /secretary/keywords/{id}: one reader's page, its form, variables, codes and what it received. */
export function CodeReaderPage({ id }: { id: number }) {
  const reader = useCodeReader(id);
  const update = useUpdateCodeReader(id);
  if (reader.isError) {
    if (reader.error instanceof ApiError && reader.error.status === 404)
      return (
        <div className="flex flex-col items-center gap-3">
          <EmptyState>{CODE_READER_MESSAGES.readerNotFound}</EmptyState>
          <BackToReaders />
        </div>
      );
    return (
      <div className="flex flex-col items-center gap-3">
        <ErrorState message={toErrorMessage(reader.error)} onRetry={() => void reader.refetch()} />
        <BackToReaders />
      </div>
    );
  }
  if (reader.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-20 w-full rounded-2xl" />
        <Skeleton className="h-80 w-full rounded-2xl" />
      </div>
    );
  return (
    <div className="flex min-w-0 flex-col gap-5">
      <CodeReaderSummary reader={reader.data} />
      <CodeReaderForm
        // A reader read again (changed elsewhere, or just saved) starts the form over.
        key={reader.data.updated_at}
        reader={reader.data}
        save={(body) => update.mutateAsync(body)}
        onSaved={({ reader: saved, import: report }) =>
          toast.success(
            `تغییرات کدخوان «${saved.title}» ذخیره شد. ${report ? importReportText(report, true) : ""}`.trim(),
          )
        }
      />
      <CodeReaderVariables id={id} />
      <CodeReaderInbox id={id} />
    </div>
  );
}
