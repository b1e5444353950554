import { ToneBadge } from "@/components/ui/send-state-badge";

/** Whether an auto-responder (a secretary, a code reader) answers now: active green, disabled grey, past its end amber. */
export function AnsweringStateBadge({ state }: { state: { active: boolean; answering: boolean } }) {
  if (state.answering) return <ToneBadge tone="success">فعال</ToneBadge>;
  if (state.active) return <ToneBadge tone="progress">پایان‌یافته</ToneBadge>;
  return <ToneBadge tone="muted">غیرفعال</ToneBadge>;
}
