"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useDocuments } from "@/lib/api/documents";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toPersianDigits } from "@/lib/validation/digits";
import { DocumentCard } from "./document-card";

/** The documents the provider asks for (spec §3), each with its state, its files and what can be done with it. */
export function DocumentsSection() {
  const documents = useDocuments();
  if (documents.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-56 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (documents.isError) {
    return (
      <ErrorState
        message={toErrorMessage(documents.error)}
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
        className="rounded-2xl border border-border bg-surface"
      />
    );
  }
  const kinds = documents.data;
  const approved = kinds.filter((kind) => kind.user_document?.state === "approved").length;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-7 text-muted">
        {`برای خرید خط اختصاصی و ارسال انبوه، مدارک زیر را بفرستید تا کارشناس بررسی کند. ${toPersianDigits(approved)} از ${toPersianDigits(kinds.length)} مدرک تأیید شده است.`}
      </p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {kinds.map((kind) => (
          <li key={kind.id}>
            <DocumentCard kind={kind} />
          </li>
        ))}
      </ul>
    </div>
  );
}
