import { ToneBadge } from "@/components/ui/send-state-badge";
import { COLLEAGUE_STATE_TITLES, type ColleagueState } from "@/lib/contract/colleagues";

const TONES = { pending: "progress", active: "success", deactivated: "muted" } as const;

/** A colleague's state (spec §4) in its colour: pending approval, active, deactivated. */
export function ColleagueStateBadge({ state }: { state: ColleagueState }) {
  return <ToneBadge tone={TONES[state]}>{COLLEAGUE_STATE_TITLES[state]}</ToneBadge>;
}
