import { ToneBadge } from "@/components/ui/send-state-badge";
import type { SecretaryOut } from "@/lib/contract/secretaries";

/** Whether a secretary answers now: active green, disabled grey, past its end amber. */
export function SecretaryStateBadge({ secretary }: { secretary: Pick<SecretaryOut, "active" | "answering"> }) {
  if (secretary.answering) return <ToneBadge tone="success">فعال</ToneBadge>;
  if (secretary.active) return <ToneBadge tone="progress">پایان‌یافته</ToneBadge>;
  return <ToneBadge tone="muted">غیرفعال</ToneBadge>;
}
