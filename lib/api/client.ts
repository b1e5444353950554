import ky, { HTTPError, type Options } from "ky";
import type * as z from "zod/mini";
import { ApiError, NetworkError } from "../errors/api-error";
import { PANEL_REQUEST_HEADER } from "./panel-request-header.mjs";

const http = ky.create({
  prefixUrl: "/api",
  credentials: "same-origin",
  timeout: false,
  retry: 0,
  headers: { [PANEL_REQUEST_HEADER]: "1" },
});

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the panel's BFF (`/api/<path>`), checks the answer against its schema and throws
 * ApiError (with the upstream's envelope) or NetworkError. Paths are the upstream's, without
 * the leading slash: `v1/api/payment/credit/mine`.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  options: Options = {},
): Promise<z.infer<S>> {
  const body = await readBody(await apiResponse(path, options));
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(502, { meta: { status: false, message: null } });
  return parsed.data;
}

export const apiGet = <S extends z.ZodMiniType>(schema: S, path: string, searchParams?: Options["searchParams"]) =>
  apiRequest(schema, path, { method: "get", searchParams });

// `headers` is left out when not given: ky merges an explicit `headers: undefined` over the
// client's own headers, which would drop the anti-forgery header and get every post refused.
export const apiPost = <S extends z.ZodMiniType>(
  schema: S,
  path: string,
  json?: unknown,
  headers?: Record<string, string>,
) => apiRequest(schema, path, { method: "post", json: json ?? {}, ...(headers ? { headers } : {}) });

/**
 * A call whose answer is not a JSON envelope to check here (a file, or either a file or an
 * envelope): the response itself; a refusal throws ApiError with the upstream's envelope, as every
 * other call does.
 */
export async function apiResponse(path: string, options: Options = {}): Promise<Response> {
  try {
    return await http(path, options);
  } catch (error) {
    if (error instanceof HTTPError) throw new ApiError(error.response.status, await readBody(error.response));
    throw new NetworkError(error);
  }
}

/** The answer's body: JSON when it is JSON, else its text (null when empty). */
export const responseBody = readBody;
