import { ToneBadge } from "@/components/ui/send-state-badge";
import type { CodeReaderOut } from "@/lib/contract/code-readers";
import type { AnswerState } from "@/lib/contract/secretaries";
import { ANSWER_STATE_TITLES } from "@/lib/contract/secretary-inbox";

/** Whether a reader answers now: active green, disabled grey, past its end amber. */
export function CodeReaderStateBadge({ reader }: { reader: Pick<CodeReaderOut, "active" | "answering"> }) {
  if (reader.answering) return <ToneBadge tone="success">فعال</ToneBadge>;
  if (reader.active) return <ToneBadge tone="progress">پایان‌یافته</ToneBadge>;
  return <ToneBadge tone="muted">غیرفعال</ToneBadge>;
}

const ANSWER_TONES = { sent: "success", no_credit: "progress", refused: "danger", none: "muted" } as const;

/** How the answer to a message went, in words. */
export function AnswerStateBadge({ state }: { state: AnswerState }) {
  return <ToneBadge tone={ANSWER_TONES[state]}>{ANSWER_STATE_TITLES[state]}</ToneBadge>;
}
