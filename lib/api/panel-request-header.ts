/** Sent on every call of the panel's own client; the BFF refuses mutations without it (anti-forgery). */
export const PANEL_REQUEST_HEADER = "x-panel-request";
