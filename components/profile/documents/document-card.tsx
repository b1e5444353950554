import { Alert } from "@/components/ui/alert";
import type { DocumentKind } from "@/lib/contract/documents";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { DocumentFiles } from "./document-files";
import { DocumentStateBadge } from "./document-state-badge";
import { DocumentUploader } from "./document-uploader";
import { RemoveDocumentButton } from "./remove-document-button";
import { SampleLinks } from "./sample-links";

/** What the state of a submission means for the user, in a line. */
function stateNote(submission: NonNullable<DocumentKind["user_document"]>): string {
  switch (submission.state) {
    case "review":
      return `ارسال در ${formatJalaliDateTime(submission.submitted_at)}؛ در انتظار بررسی کارشناس.`;
    case "approved":
      return `تأیید شده${submission.reviewed_at ? ` در ${formatJalaliDateTime(submission.reviewed_at)}` : ""}؛ مدرک تأییدشده دیگر تغییر نمی‌کند.`;
    case "rejected":
      return "فایل‌های درست را به جای فایل‌های رد شده بفرستید.";
  }
}

/** One kind of document: what it is, its state, the files sent, and what can be done with it now. */
export function DocumentCard({ kind }: { kind: DocumentKind }) {
  const submission = kind.user_document;
  const titleId = `document-${kind.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-base font-bold">
          {kind.title}
        </h2>
        <DocumentStateBadge state={submission?.state ?? "none"} />
      </header>
      {kind.description ? <p className="text-sm leading-7 text-muted">{kind.description}</p> : null}
      <SampleLinks samples={kind.sample_file} />
      {submission?.state === "rejected" ? (
        <Alert tone="danger">{`دلیل رد: ${submission.reason ?? "نامشخص"}`}</Alert>
      ) : null}
      {submission ? (
        <>
          <p className="text-xs leading-6 text-muted">{stateNote(submission)}</p>
          <DocumentFiles files={submission.files} title={kind.title} />
        </>
      ) : null}
      {submission?.state !== "approved" ? (
        <div className="mt-auto flex flex-wrap items-start justify-between gap-2 pt-1">
          <DocumentUploader kind={kind} replacing={Boolean(submission)} />
          {submission ? <RemoveDocumentButton kind={kind} /> : null}
        </div>
      ) : null}
    </article>
  );
}
