import * as z from "zod/mini";
import { WEBHOOK_DELIVERY_STATE_TITLES } from "@/lib/contract/webhooks";
import { activity, line, type RouteActivities } from "./activity-entry";
import { idText } from "./wording";

const answeredEndpoint = z.object({ id: z.number(), url: z.string() });
const answeredDelivery = z.object({ id: z.number(), event_type: z.string(), state: z.string() });

/** A sentence about an endpoint, named by its URL as the answer gave it. */
const aboutEndpoint = (sentence: (url: string) => string) =>
  activity("webhooks", async (source) => {
    const endpoint = await source.data(answeredEndpoint);
    return endpoint && line(sentence(endpoint.url));
  });

const outcome = (state: string) =>
  state === "delivered" ? WEBHOOK_DELIVERY_STATE_TITLES.delivered : WEBHOOK_DELIVERY_STATE_TITLES.failed;

/** Webhooks: endpoints made, changed, deleted, re-keyed, stopped and re-enabled; messages sent by hand. */
export const WEBHOOK_ACTIVITIES: RouteActivities = {
  "POST /v1/api/user/webhooks": aboutEndpoint((url) => `افزودن وب‌هوک ${url}`),
  "PUT /v1/api/user/webhooks/:id": aboutEndpoint((url) => `ویرایش وب‌هوک ${url}`),
  // The endpoint is gone when the sentence is written: it is named by its number.
  "DELETE /v1/api/user/webhooks/:id": activity("webhooks", (source) => {
    const id = source.param("id");
    return id ? line(`حذف وب‌هوک شمارهٔ ${idText(id)}`) : null;
  }),
  "POST /v1/api/user/webhooks/:id/rotate": aboutEndpoint((url) => `ساخت کلید امضای تازه برای وب‌هوک ${url}`),
  "POST /v1/api/user/webhooks/:id/enable": aboutEndpoint((url) => `فعال کردن دوبارهٔ وب‌هوک ${url}`),
  "POST /v1/api/user/webhooks/:id/disable": aboutEndpoint((url) => `توقف ارسال به وب‌هوک ${url}`),
  "POST /v1/api/user/webhooks/:id/test": activity("webhooks", async (source) => {
    const delivery = await source.data(answeredDelivery);
    const id = source.param("id");
    if (!delivery || !id) return null;
    return line(`ارسال آزمایشی به وب‌هوک شمارهٔ ${idText(id)}: ${outcome(delivery.state)}`);
  }),
  "POST /v1/api/user/webhooks/deliveries/:id/redeliver": activity("webhooks", async (source) => {
    const delivery = await source.data(answeredDelivery);
    return (
      delivery &&
      line(`ارسال دوبارهٔ پیام وب‌هوک شمارهٔ ${idText(delivery.id)} (${delivery.event_type}): ${outcome(delivery.state)}`)
    );
  }),
};
