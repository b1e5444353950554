/** The predefined messages' pages: every group, and one group's messages (spec §2). */
export const PREDEFINED_MESSAGES_HREF = "/predefined-messages";

export const PREDEFINED_MESSAGES_TITLE = "پیام‌های از پیش تعریف‌شده";
export const PREDEFINED_MESSAGES_DESCRIPTION =
  "متن‌هایی که زیاد می‌فرستید، در گروه‌ها؛ هنگام نوشتن پیامک با «درج متن آماده» به متن افزوده می‌شوند.";

export const groupHref = (groupId: number) => `${PREDEFINED_MESSAGES_HREF}/${groupId}`;

const GROUP_PATH = /^\/predefined-messages\/(\d{1,15})\/?$/;

/** The group a path of these pages names, or null for every group (and for anything that is not a group's id). */
export function groupIdOfPath(pathname: string): number | null {
  const id = Number(GROUP_PATH.exec(pathname)?.[1] ?? 0);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
