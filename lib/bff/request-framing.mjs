// @ts-check
// Plain ESM: which browser requests the BFF passes on at all. The BFF frames every body it sends
// upstream itself; these rules refuse what could make a pooled upstream connection disagree with
// us about where one request ends and the next begins.

/** The methods the contract uses; OPTIONS, TRACE, CONNECT, PATCH and the rest answer 405. */
export const PROXIED_METHODS = new Set(["GET", "POST", "PUT", "DELETE"]);

/**
 * Methods whose request never has a body in the contract. Node would send a DELETE's body
 * unframed, so the bytes would read upstream as the next request on a pooled connection.
 */
const BODILESS_METHODS = new Set(["GET", "HEAD", "DELETE"]);

/**
 * Whether the browser's request announces a body: any Transfer-Encoding, or a Content-Length
 * other than 0.
 *
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
export function announcesBody(headers) {
  if (headers["transfer-encoding"] !== undefined) return true;
  const length = headers["content-length"];
  return length !== undefined && length !== "0";
}

/**
 * Why a request is refused before anything is sent upstream: "body" (a GET, HEAD or DELETE
 * announcing a body, 400), "method" (405), or null when it may pass.
 *
 * @param {string | undefined} method
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @returns {"body" | "method" | null}
 */
export function framingRefusal(method, headers) {
  const verb = (method ?? "").toUpperCase();
  if (BODILESS_METHODS.has(verb) && announcesBody(headers)) return "body";
  if (!PROXIED_METHODS.has(verb)) return "method";
  return null;
}
