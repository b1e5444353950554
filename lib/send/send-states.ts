import type { SendState } from "../contract/send";

export type StateTone = "info" | "progress" | "success" | "danger" | "muted";

/** Edge's state_id of a send in Persian, with the colour it is shown in. */
export const SEND_STATE_LOOK: Record<SendState, { label: string; tone: StateTone }> = {
  0: { label: "در حال ایجاد", tone: "info" },
  1: { label: "در صف بررسی", tone: "info" },
  2: { label: "در حال ارسال", tone: "progress" },
  3: { label: "رد شده در بررسی محتوا", tone: "danger" },
  4: { label: "گیرندهٔ نامعتبر", tone: "danger" },
  5: { label: "زمان‌بندی‌شده، در صف ارسال", tone: "info" },
  6: { label: "ارسال شده", tone: "success" },
  7: { label: "لغو شده", tone: "muted" },
  8: { label: "اعتبار ناکافی", tone: "danger" },
  9: { label: "خطای سامانه", tone: "danger" },
};

/** A send that has not started or is still going can be stopped. */
export const isCancellable = (state: number) => state === 0 || state === 1 || state === 2 || state === 5;

/** A send in one of these states changes no more. */
export const isFinal = (state: number) =>
  state === 3 || state === 4 || state === 6 || state === 7 || state === 8 || state === 9;
