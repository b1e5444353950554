import "server-only";
import { panelSettingIfValid } from "@/lib/bff/panel-env.mjs";
import { publicApiBase } from "@/lib/bff/public-api-base";
import { readAll, requestUpstream, UpstreamUnavailableError } from "@/lib/bff/upstream-client.mjs";
import type { SampleSetting } from "@/lib/api-samples";
import { openApiDocumentSchema, type OpenApiDocument } from "@/components/developers/documents/openapi-document";

/** How long a read document is used before the upstream is asked again (with its ETag). */
const FRESH_FOR_MS = 60_000;
const DOCUMENT_PATH = "/v1/api/panel/api-docs";

let cached: { document: OpenApiDocument; etag: string | null; readAt: number } | null = null;

/**
 * The upstream's API reference (public, the same for everyone), kept in memory: asked again at
 * most once a minute, and then with its ETag, so an unchanged 700 KB document is not sent twice.
 */
export async function loadApiDocument(): Promise<OpenApiDocument> {
  if (cached && Date.now() - cached.readAt < FRESH_FOR_MS) return cached.document;
  const response = await requestUpstream(DOCUMENT_PATH, {
    headers: cached?.etag ? { "if-none-match": cached.etag } : {},
  });
  if (response.statusCode === 304 && cached) {
    response.resume();
    cached = { ...cached, readAt: Date.now() };
    return cached.document;
  }
  const text = await readAll(response);
  if (response.statusCode !== 200) throw new UpstreamUnavailableError(`api-docs answered ${response.statusCode}`);
  let parsed: ReturnType<typeof openApiDocumentSchema.safeParse>;
  try {
    parsed = openApiDocumentSchema.safeParse(JSON.parse(text));
  } catch {
    throw new UpstreamUnavailableError("api-docs answered without JSON");
  }
  if (!parsed.success) throw new UpstreamUnavailableError("api-docs does not match OpenAPI 3.1 as the panel reads it");
  const etag = response.headers.etag;
  cached = { document: parsed.data, etag: typeof etag === "string" ? etag : null, readAt: Date.now() };
  return parsed.data;
}

/** The address before each path in the samples: the upstream's public one, or `$BASE_URL` when it has none. */
export function samplesBaseUrl(): SampleSetting {
  const base = publicApiBase(
    panelSettingIfValid("API_BASE_URL"),
    Boolean(panelSettingIfValid("PANEL_EMBEDDED_UPSTREAM")),
  );
  // Edge's `{base_url}` ends in /v1; the document's paths start with it.
  return base ? base.replace(/\/v1$/, "") : { env: "BASE_URL" };
}
