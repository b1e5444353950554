import { WEBHOOK_DELIVERY_STATE_TITLES, type WebhookDelivery, type WebhookEndpoint } from "@/lib/contract/webhooks";

const BADGE = "inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-medium whitespace-nowrap";

const ENDPOINT_STATES: Record<WebhookEndpoint["state"], { title: string; tone: string }> = {
  active: { title: "فعال", tone: "bg-success-soft text-success" },
  failing: { title: "در حال خطا", tone: "bg-danger-soft text-danger" },
  disabled: { title: "متوقف", tone: "bg-surface-2 text-muted" },
};

/** An endpoint's state in its colour: active green, failing red, disabled grey. */
export function EndpointStateBadge({ state }: { state: WebhookEndpoint["state"] }) {
  const { title, tone } = ENDPOINT_STATES[state];
  return <span className={`${BADGE} ${tone}`}>{title}</span>;
}

const DELIVERY_TONES: Record<WebhookDelivery["state"], string> = {
  delivered: "bg-success-soft text-success",
  failed: "bg-danger-soft text-danger",
  pending: "bg-warning-soft text-warning",
};

/** A message's state in its colour. */
export function DeliveryStateBadge({ state }: { state: WebhookDelivery["state"] }) {
  return <span className={`${BADGE} ${DELIVERY_TONES[state]}`}>{WEBHOOK_DELIVERY_STATE_TITLES[state]}</span>;
}
