import { WEBHOOK_EVENT_TITLES, type WebhookEndpoint } from "@/lib/contract/webhooks";
import { formatJalaliDateTime } from "@/lib/format/jalali";
import { EndpointStateBadge } from "./state-badges";

/** The events an endpoint hears, by their Persian titles. */
export function EndpointEvents({ events }: { events: WebhookEndpoint["events"] }) {
  return (
    <ul aria-label="رویدادها" className="flex flex-wrap gap-1.5">
      {events.map((event) => (
        <li key={event} className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs text-text">
          {WEBHOOK_EVENT_TITLES[event]}
        </li>
      ))}
    </ul>
  );
}

/** The endpoint's state, and since when it is failing. */
export function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <EndpointStateBadge state={endpoint.state} />
      {endpoint.state === "failing" && endpoint.failing_since ? (
        <span className="text-xs text-danger">{`از ${formatJalaliDateTime(endpoint.failing_since)}`}</span>
      ) : null}
    </div>
  );
}

/** What a failing or stopped endpoint's state means and how it comes back; nothing for an active one. */
export function EndpointStateNote({ state }: { state: WebhookEndpoint["state"] }) {
  if (state === "failing") {
    return (
      <p className="text-xs leading-6 text-danger">
        گیرنده یک روز کامل پیام‌ها را نپذیرفت. پیام‌های تازه همچنان فرستاده می‌شوند و با نخستین تحویل موفق وب‌هوک دوباره
        فعال می‌شود؛ اگر پنج روز چنین بماند متوقف می‌شود.
      </p>
    );
  }
  if (state === "disabled") {
    return (
      <p className="text-xs leading-6 text-muted">
        پنج روز پیامی تحویل نشد و وب‌هوک متوقف شد؛ تا دوباره فعالش نکنید پیامی فرستاده نمی‌شود.
      </p>
    );
  }
  return null;
}
