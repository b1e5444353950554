import { ToneBadge } from "@/components/ui/send-state-badge";
import { deliveryStatusLook } from "@/lib/send/delivery-states";

/** A recipient's delivery status in Persian and its colour; none yet reads «در صف ارسال». */
export function DeliveryStatusBadge({ status }: { status: number | null }) {
  const look = deliveryStatusLook(status);
  return <ToneBadge tone={look.tone}>{look.label}</ToneBadge>;
}
