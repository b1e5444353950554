/** Spec §9: a popup opens below its trigger unless less than this many pixels are free there. */
const POPUP_SIDE_THRESHOLD = 350;

/** Spec §9: a popup that closes on scroll does so once the page has moved this many pixels. */
export const SCROLL_CLOSE_THRESHOLD = 40;

export type PopupSide = "top" | "bottom";

/** Below when 350 px fit under the trigger; otherwise whichever side has more room. */
export function popupSide(trigger: { top: number; bottom: number }, viewportHeight: number): PopupSide {
  const below = viewportHeight - trigger.bottom;
  if (below >= POPUP_SIDE_THRESHOLD) return "bottom";
  return trigger.top > below ? "top" : "bottom";
}
