import { ToneBadge } from "@/components/ui/send-state-badge";
import type { AnswerState } from "@/lib/contract/secretaries";
import { ANSWER_STATE_TITLES } from "@/lib/contract/secretary-inbox";

const TONES = { sent: "success", no_credit: "progress", refused: "danger", none: "muted" } as const;

/** How the answer to a message went, in words. */
export function AnswerStateBadge({ state }: { state: AnswerState }) {
  return <ToneBadge tone={TONES[state]}>{ANSWER_STATE_TITLES[state]}</ToneBadge>;
}
