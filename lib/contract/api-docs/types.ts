import type * as z from "zod/mini";

/**
 * One call of the API reference (upstream/api-docs/openapi.ts turns these into OpenAPI 3.1): the
 * contract schemas the route itself reads and answers with, Persian words, and an example that a
 * test checks against those schemas. Path parameters come from the route's key.
 */
export interface ApiDocOperation {
  summary: string;
  description: string;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** The body is multipart/form-data (a file upload) rather than JSON. */
  multipart?: boolean;
  answer: ApiDocAnswer;
  /** Refusals of this call beyond those its rule and inputs bring (401, 403-8, 422 with 400-2). */
  errors?: readonly ApiDocError[];
  example: ApiDocExample;
}

export type ApiDocAnswer =
  /** `{data, meta}`; `data` has this schema. */
  | { kind: "data"; schema: z.core.$ZodType }
  /** A page: `data` is the rows (this array schema), the page sits in `meta`. */
  | { kind: "page"; rows: z.core.$ZodType }
  /** A file, not an envelope. */
  | { kind: "file"; type: string };

export interface ApiDocError {
  status: number;
  code: string;
  message: string;
}

interface ApiDocExample {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** The answer's `data` (the rows, for a page). */
  data?: unknown;
}

/** An area of the reference: one tag, keyed by route exactly as ROUTE_RULES is. */
export interface ApiDocArea {
  tag: string;
  name: string;
  description: string;
  operations: Record<string, ApiDocOperation>;
}
