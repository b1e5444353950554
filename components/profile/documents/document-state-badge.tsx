import { DOCUMENT_STATE_TITLES, type DocumentState } from "@/lib/contract/documents";

const TONES: Record<DocumentState | "none", string> = {
  none: "bg-surface-2 text-muted",
  review: "bg-warning-soft text-warning",
  approved: "bg-success-soft text-success",
  rejected: "bg-danger-soft text-danger",
};

/** A document's state in its colour: not sent, under review, approved or rejected. */
export function DocumentStateBadge({ state }: { state: DocumentState | "none" }) {
  return (
    <span className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-medium ${TONES[state]}`}>
      {DOCUMENT_STATE_TITLES[state]}
    </span>
  );
}
