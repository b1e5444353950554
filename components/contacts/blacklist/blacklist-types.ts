import type { BlacklistType } from "@/lib/contract/contact-lists";

export const BLACKLIST_TITLES: Record<BlacklistType, string> = {
  send: "فهرست سیاه ارسال",
  receive: "فهرست سیاه دریافت",
};

/** What being on each list means for the user. */
export const BLACKLIST_DESCRIPTIONS: Record<BlacklistType, string> = {
  send: "به این شماره‌ها پیامک فرستاده نمی‌شود: در گزارش ارسال «فهرست سیاه» نوشته می‌شود و هزینه‌اش برمی‌گردد.",
  receive: "پیامک‌هایی که این شماره‌ها به خطوط شما بفرستند دریافت نمی‌شود.",
};
