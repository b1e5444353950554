import type { ReactNode } from "react";
import { SEND_STATE_LOOK, type StateTone } from "@/lib/send/send-states";
import type { SendState } from "@/lib/contract/send";

const TONES: Record<StateTone, string> = {
  info: "bg-primary-soft text-primary",
  progress: "bg-warning-soft text-warning",
  success: "bg-success-soft text-success",
  danger: "bg-danger-soft text-danger",
  muted: "bg-surface-2 text-muted",
};

/** A short state in the colour of its tone. */
export function ToneBadge({ tone, children }: { tone: StateTone; children: ReactNode }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  );
}

export function SendStateBadge({ state }: { state: number }) {
  const look = SEND_STATE_LOOK[state as SendState] ?? SEND_STATE_LOOK[9];
  return <ToneBadge tone={look.tone}>{look.label}</ToneBadge>;
}
