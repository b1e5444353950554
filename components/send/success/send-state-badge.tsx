import { SEND_STATE_LOOK, type StateTone } from "@/lib/send/send-states";
import type { SendState } from "@/lib/contract/send";

const TONES: Record<StateTone, string> = {
  info: "bg-primary-soft text-primary",
  progress: "bg-warning-soft text-warning",
  success: "bg-success-soft text-success",
  danger: "bg-danger-soft text-danger",
  muted: "bg-surface-2 text-muted",
};

export function SendStateBadge({ state }: { state: number }) {
  const look = SEND_STATE_LOOK[state as SendState] ?? SEND_STATE_LOOK[9];
  return <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold ${TONES[look.tone]}`}>{look.label}</span>;
}
