import ky, { HTTPError, type Options } from "ky";
import type * as z from "zod/mini";
import { backgroundExportResponseSchema, type AccountFile } from "../contract/account-files";
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

/**
 * What an export answered: the file itself with the name its `Content-Disposition` gives it, or,
 * past 100,000 rows, the file being written in the background in file management (202).
 */
export type ExportOutcome =
  { kind: "file"; blob: Blob; filename: string | null } | { kind: "queued"; file: AccountFile };

const fileNameOf = (disposition: string | null) => disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? null;

/** The upstream path of a download link the page shows (`/api/<path>`). */
export const apiPathOf = (href: string) => href.replace(/^\/api\//, "");

/**
 * An export: by its link (GET) or with its filters in the body (POST). A refusal throws ApiError
 * with the upstream's envelope, as every other call does.
 */
export async function apiExport(path: string, json?: unknown): Promise<ExportOutcome> {
  let response: Response;
  try {
    response = await (json === undefined ? http.get(path) : http.post(path, { json }));
  } catch (error) {
    if (error instanceof HTTPError) throw new ApiError(error.response.status, await readBody(error.response));
    throw new NetworkError(error);
  }
  if (response.status === 202) {
    const parsed = backgroundExportResponseSchema.safeParse(await readBody(response));
    if (!parsed.success) throw new ApiError(502, { meta: { status: false, message: null } });
    return { kind: "queued", file: parsed.data.data.file };
  }
  return {
    kind: "file",
    blob: await response.blob(),
    filename: fileNameOf(response.headers.get("content-disposition")),
  };
}
