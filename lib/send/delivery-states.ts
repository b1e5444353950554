import { DELIVERY_STATUS_TITLES, NOT_HANDED_OVER_TITLE } from "../contract/report";
import type { DeliveryStatus } from "../contract/send";
import type { StateTone } from "./send-states";

const TONES: Record<DeliveryStatus, StateTone> = {
  0: "progress",
  1: "progress",
  2: "success",
  3: "danger",
  4: "muted",
};

/** A recipient's delivery status (spec §3) in Persian, with its colour; null is one not yet handed to the operator. */
export function deliveryStatusLook(status: number | null): { label: string; tone: StateTone } {
  if (status === null || !(status in TONES)) return { label: NOT_HANDED_OVER_TITLE, tone: "info" };
  return { label: DELIVERY_STATUS_TITLES[status as DeliveryStatus], tone: TONES[status as DeliveryStatus] };
}
