/**
 * Spec §9's two date picker timers, and what each one does here:
 * - the input debounce (500 ms): typed text is read and, if it is a complete allowed date,
 *   committed (onChange) 500 ms after the last keystroke — or at once on Enter or leaving the field;
 * - the typing time-out (700 ms): once typing has paused this long, the open calendar turns to the
 *   year and month typed so far, even before the date is complete.
 */
export const INPUT_DEBOUNCE_MS = 500;
export const TYPING_TIMEOUT_MS = 700;
