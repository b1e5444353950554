/**
 * Edge's `{base_url}` for an application's requests (`{base_url}/api/send`), when the panel talks to
 * a public upstream: `API_BASE_URL` + `/v1` over https. The embedded reference upstream listens on
 * loopback and a plain-http upstream is an internal address: neither is shown to users (null, and
 * the example keeps Edge's `{base_url}`).
 */
export function publicApiBase(apiBaseUrl: string | undefined, embedded: boolean): string | null {
  if (embedded || !apiBaseUrl) return null;
  try {
    const url = new URL(apiBaseUrl);
    if (url.protocol !== "https:" || url.username || url.password) return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}/v1`;
  } catch {
    return null;
  }
}
