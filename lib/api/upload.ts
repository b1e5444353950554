import type * as z from "zod/mini";
import { ApiError, NetworkError } from "../errors/api-error";
import { PANEL_REQUEST_HEADER } from "./panel-request-header.mjs";

import type { UploadOptions } from "../files/upload-options";

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * Posts a multipart form to the BFF (`/api/<path>`) and reports upload progress. fetch cannot
 * report upload progress over HTTP/1.1, so this one call uses XMLHttpRequest; the answer is
 * checked against its schema and failures throw the same errors as the rest of the data layer.
 * An abort through `signal` rejects with a DOMException named "AbortError".
 */
export function apiUpload<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  form: FormData,
  { signal, onProgress, headers = {} }: UploadOptions = {},
): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("Upload cancelled", "AbortError"));
    const request = new XMLHttpRequest();
    request.open("POST", `/api/${path}`);
    request.setRequestHeader(PANEL_REQUEST_HEADER, "1");
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status < 200 || request.status >= 300) return reject(new ApiError(request.status, body));
      const parsed = schema.safeParse(body);
      if (!parsed.success) return reject(new ApiError(502, { meta: { status: false, message: null } }));
      onProgress?.(100);
      resolve(parsed.data);
    };
    request.onerror = () => reject(new NetworkError());
    request.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
