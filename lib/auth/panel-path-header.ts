/** The proxy's note of the page a request renders, so its first-view reads can be held back when the member may not open it. */
export const PANEL_PATH_HEADER = "x-panel-path";
