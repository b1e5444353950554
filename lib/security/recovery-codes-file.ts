import { formatJalaliDateTime } from "../format/jalali";
import { saveFile } from "../files/save-file";

/**
 * The text file of an account's recovery codes: what they are for, when they were made, and one
 * code a line, so the user can keep them somewhere other than the phone.
 */
export function recoveryCodesText(codes: readonly string[], username: string, madeAt: Date): string {
  return [
    `کدهای بازیابی ورود دومرحله‌ای حساب ${username}`,
    `ساخته‌شده در ${formatJalaliDateTime(madeAt)}`,
    "هر کد فقط یک بار به جای کد تأیید ورود کار می‌کند. این فایل را جای امنی نگه دارید.",
    "",
    ...codes,
    "",
  ].join("\n");
}

export const recoveryCodesFileName = (username: string) => `recovery-codes-${username}.txt`;

/** Hands the codes to the browser's downloads as a UTF-8 text file. */
export function downloadRecoveryCodes(codes: readonly string[], username: string, madeAt = new Date()): void {
  // The byte-order mark tells every editor the text is UTF-8, so the Persian lines read right.
  const blob = new Blob(["\ufeff", recoveryCodesText(codes, username, madeAt)], { type: "text/plain;charset=utf-8" });
  saveFile(blob, recoveryCodesFileName(username));
}
