import { toPersianDigits } from "../validation/digits";

/** Spec §5: the generic upload takes Excel files unless told otherwise. */
export const DEFAULT_ACCEPT = [".xlsx", ".xls"] as const;

const MB = 1024 * 1024;

/** A size in Persian words: "۲ مگابایت", "۵۱۲ کیلوبایت". */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${toPersianDigits(Number((bytes / MB).toFixed(1)))} مگابایت`;
  if (bytes >= 1024) return `${toPersianDigits(Math.ceil(bytes / 1024))} کیلوبایت`;
  return `${toPersianDigits(bytes)} بایت`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

export interface FileRules {
  /** Extensions with their dot, e.g. [".jpg", ".png"]. */
  accept?: readonly string[];
  maxBytes?: number;
  /** Said instead of the list of formats when the extension is not accepted. */
  formatMessage?: string;
}

/** Why the file cannot be uploaded, in Persian, or null when it passes the type and size checks. */
export function checkFile(
  file: Pick<File, "name" | "size">,
  { accept = DEFAULT_ACCEPT, maxBytes, formatMessage }: FileRules = {},
): string | null {
  const allowed = accept.map((ext) => ext.toLowerCase());
  if (!allowed.includes(extensionOf(file.name))) {
    return (
      formatMessage ??
      `فرمت فایل پشتیبانی نمی‌شود. فرمت‌های مجاز: ${allowed.map((ext) => `${ext.slice(1)}\u200F`).join("، ")}`
    );
  }
  if (file.size === 0) return "فایل خالی است.";
  if (maxBytes !== undefined && file.size > maxBytes) return `حجم فایل بیشتر از ${formatFileSize(maxBytes)} است.`;
  return null;
}

export const isImageFile = (file: Pick<File, "type">) => file.type.startsWith("image/");
