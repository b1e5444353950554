import {
  webhookDeliveryDetailResponseSchema,
  webhookDeliveryListResponseSchema,
  webhookEndpointListResponseSchema,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
} from "../../contract/webhooks";
import type * as z from "zod/mini";
import type { UpstreamQuery } from "./upstream-query";

export const WEBHOOKS_PATH = "v1/api/user/webhooks";

export const webhookKeys = {
  all: ["webhooks"] as const,
  endpoints: () => [...webhookKeys.all, "endpoints"] as const,
  deliveries: (endpointId: number) => [...webhookKeys.all, "deliveries", endpointId] as const,
  deliveryPage: (endpointId: number, page: number, perPage: number) =>
    [...webhookKeys.deliveries(endpointId), page, perPage] as const,
  delivery: (id: number) => [...webhookKeys.all, "delivery", id] as const,
};

/** The owner's endpoints, oldest first, never with their secrets. */
export const webhookEndpointsQuery: UpstreamQuery<typeof webhookEndpointListResponseSchema, WebhookEndpoint[]> = {
  kind: "query",
  queryKey: webhookKeys.endpoints(),
  path: WEBHOOKS_PATH,
  schema: webhookEndpointListResponseSchema,
  toData: (body) => body.data,
};

type DeliveryPage = z.infer<typeof webhookDeliveryListResponseSchema>;

/** A page of an endpoint's delivery log, newest first. */
export const webhookDeliveriesQuery = (
  endpointId: number,
  page: number,
  perPage: number,
): UpstreamQuery<typeof webhookDeliveryListResponseSchema, DeliveryPage> => ({
  kind: "query",
  queryKey: webhookKeys.deliveryPage(endpointId, page, perPage),
  path: `${WEBHOOKS_PATH}/${endpointId}/deliveries`,
  params: { page, per_page: perPage },
  schema: webhookDeliveryListResponseSchema,
  toData: (body) => body,
});

/** One delivery with its payload and every attempt. */
export const webhookDeliveryQuery = (
  id: number,
): UpstreamQuery<typeof webhookDeliveryDetailResponseSchema, WebhookDeliveryDetail> => ({
  kind: "query",
  queryKey: webhookKeys.delivery(id),
  path: `${WEBHOOKS_PATH}/deliveries/${id}`,
  schema: webhookDeliveryDetailResponseSchema,
  toData: (body) => body.data,
});
