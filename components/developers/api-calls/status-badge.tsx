import { ToneBadge } from "@/components/ui/send-state-badge";
import type { StateTone } from "@/lib/send/send-states";
import { toPersianDigits } from "@/lib/validation/digits";

/** 2xx green, 4xx amber, 5xx red; anything else plain. */
function toneOf(status: number): StateTone {
  if (status >= 200 && status < 300) return "success";
  if (status >= 400 && status < 500) return "progress";
  if (status >= 500) return "danger";
  return "muted";
}

/** An answer's status code, coloured by its class. */
export function StatusBadge({ status }: { status: number }) {
  return <ToneBadge tone={toneOf(status)}>{toPersianDigits(status)}</ToneBadge>;
}
