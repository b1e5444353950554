import { ToneBadge } from "@/components/ui/send-state-badge";
import { PATTERN_STATUS_FA, type PatternStatus } from "@/lib/contract/patterns";

const TONES = { pending: "progress", active: "success", inactive: "danger" } as const;

/** A pattern's review state in its colour: waiting amber, approved green, rejected red. */
export function PatternStateBadge({ status }: { status: PatternStatus }) {
  return <ToneBadge tone={TONES[status]}>{PATTERN_STATUS_FA[status]}</ToneBadge>;
}
