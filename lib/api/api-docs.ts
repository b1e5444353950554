"use client";

import { useQuery } from "@tanstack/react-query";
import * as z from "zod/mini";
import { ApiError, NetworkError } from "../errors/api-error";

/** A field of a call's input or answer, as the reference page lists it. */
const fieldRowSchema = z.object({
  /** Dotted from the top: `params.recipients`, `data[].id`. */
  name: z.string(),
  /** `path`, `query`, or empty for a field of a body or an answer. */
  place: z.enum(["path", "query", ""]),
  type: z.string(),
  required: z.boolean(),
  description: z.nullable(z.string()),
  /** Limits and defaults in Persian: «حداکثر ۱٬۰۰۰ مورد». */
  notes: z.array(z.string()),
  depth: z.number(),
});

const fieldGroupSchema = z.object({
  /** The variant a group of fields belongs to (`sending_type: "webservice"`), or null. */
  title: z.nullable(z.string()),
  fields: z.array(fieldRowSchema),
});

/** One call of the reference, opened: what the page shows under its row. */
const apiCallViewSchema = z.object({
  id: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  description: z.string(),
  access: z.string(),
  authorized: z.boolean(),
  parameters: z.array(fieldRowSchema),
  body: z.nullable(z.object({ type: z.string(), groups: z.array(fieldGroupSchema) })),
  answer: z.union([
    z.object({ kind: z.literal("json"), fields: z.array(fieldRowSchema), example: z.string() }),
    z.object({ kind: z.literal("file"), type: z.string() }),
  ]),
  errors: z.array(z.object({ status: z.number(), code: z.string(), message: z.string() })),
  samples: z.object({ curl: z.string(), javascript: z.string(), python: z.string() }),
});

export type ApiCallView = z.infer<typeof apiCallViewSchema>;
export type ApiFieldRow = z.infer<typeof fieldRowSchema>;

/** Where the panel answers one opened call of the reference. */
export const apiCallViewPath = (id: string) => `/developers/documents/calls/${encodeURIComponent(id)}`;

async function readCallView(id: string): Promise<ApiCallView> {
  let response: Response;
  try {
    response = await fetch(new URL(apiCallViewPath(id), window.location.origin), { credentials: "same-origin" });
  } catch (error) {
    throw new NetworkError(error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  const parsed = apiCallViewSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(502, null);
  return parsed.data;
}

/** An opened call of the API reference: its fields, answers, errors and samples, read when first opened. */
export const useApiCallView = (id: string) =>
  useQuery({ queryKey: ["api-docs", "call", id], queryFn: () => readCallView(id), staleTime: 60 * 60_000 });
