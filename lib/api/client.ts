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
  let response: Response;
  try {
    response = await http(path, options);
  } catch (error) {
    if (error instanceof HTTPError) throw new ApiError(error.response.status, await readBody(error.response));
    throw new NetworkError(error);
  }
  const body = await readBody(response);
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

/** A file the upstream answered with, and the name its `Content-Disposition` gives it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

const fileNameOf = (disposition: string | null) => disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;

/**
 * A POST whose answer is a file (an export of what some filters show): the body comes back as a
 * Blob; a refusal throws ApiError with the upstream's envelope, as every other call does.
 */
export async function apiPostFile(path: string, json: unknown): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await http.post(path, { json });
  } catch (error) {
    if (error instanceof HTTPError) throw new ApiError(error.response.status, await readBody(error.response));
    throw new NetworkError(error);
  }
  return { blob: await response.blob(), filename: fileNameOf(response.headers.get("content-disposition")) };
}
