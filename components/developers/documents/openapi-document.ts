import * as z from "zod/mini";

type Json = Record<string, unknown>;
const json = z.record(z.string(), z.unknown()) as z.ZodMiniType<Json>;

/** One operation of the upstream's OpenAPI document (upstream/api-docs/openapi.ts), the parts the page reads. */
const operationSchema = z.looseObject({
  operationId: z.string(),
  tags: z.array(z.string()),
  summary: z.string(),
  description: z.string(),
  "x-access": z.string(),
  security: z.array(z.unknown()),
  parameters: z.optional(z.array(json)),
  requestBody: z.optional(json),
  responses: z.record(z.string(), json),
});

/** The upstream's API reference, `GET /v1/api/panel/api-docs`, checked before the page uses it. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().check(z.startsWith("3.1")),
  info: z.looseObject({ title: z.string(), description: z.string() }),
  tags: z.array(z.looseObject({ name: z.string(), "x-displayName": z.string(), description: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});

export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
export type OpenApiOperation = z.infer<typeof operationSchema>;
