// @ts-check
// Plain ESM: the browser's client and the custom server's proxy both read it.
/** Sent on every call of the panel's own client; the BFF refuses mutations without it (anti-forgery). */
export const PANEL_REQUEST_HEADER = "x-panel-request";
