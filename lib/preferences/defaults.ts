import type { PanelPreferences } from "../contract/panel-preferences";
import { DEFAULT_LIMIT } from "../url-state/reserved-keys";

/** A preference never chosen reads as this: the panel as it was before any choice. */
export const DEFAULT_PANEL_PREFERENCES: PanelPreferences = {
  theme: "light",
  density: "comfortable",
  page_size: DEFAULT_LIMIT,
  tablet_layout: "desktop",
  toasts: { payment_reviewed: true, pattern_reviewed: true, ticket_answered: true, webhook_failing: true },
};

/** The `<html>` attribute the tablet layout is read from (app/globals.css, useIsMobile). */
export const TABLET_ATTRIBUTE = "data-tablet";
