import { checkFile, formatFileSize } from "@/lib/files/file-checks";
import { clampPercent } from "@/components/ui/progress-bar";

const MB = 1024 * 1024;

describe("file checks before upload", () => {
  it("takes Excel files by default and names the allowed formats otherwise", () => {
    expect(checkFile({ name: "contacts.xlsx", size: 10 })).toBeNull();
    expect(checkFile({ name: "OLD.XLS", size: 10 })).toBeNull();
    expect(checkFile({ name: "contacts.csv", size: 10 })).toBe(
      "فرمت فایل پشتیبانی نمی‌شود. فرمت‌های مجاز: xlsx\u200F، xls\u200F",
    );
    expect(checkFile({ name: "xlsx", size: 10 })).not.toBeNull();
    expect(checkFile({ name: "virus.xlsx.exe", size: 10 })).not.toBeNull();
  });

  it("follows a caller's formats and size limit (the 2 MB logo)", () => {
    const logo = { accept: [".jpg", ".png", ".gif"], maxBytes: 2 * MB };
    expect(checkFile({ name: "logo.png", size: 2 * MB }, logo)).toBeNull();
    expect(checkFile({ name: "logo.png", size: 2 * MB + 1 }, logo)).toBe("حجم فایل بیشتر از ۲ مگابایت است.");
    expect(checkFile({ name: "logo.webp", size: 100 }, logo)).toBe(
      "فرمت فایل پشتیبانی نمی‌شود. فرمت‌های مجاز: jpg\u200F، png\u200F، gif\u200F",
    );
  });

  it("refuses an empty file", () => {
    expect(checkFile({ name: "empty.xlsx", size: 0 })).toBe("فایل خالی است.");
  });

  it("prints sizes in Persian units", () => {
    expect(formatFileSize(500)).toBe("۵۰۰ بایت");
    expect(formatFileSize(1536)).toBe("۲ کیلوبایت");
    expect(formatFileSize(10 * MB)).toBe("۱۰ مگابایت");
    expect(formatFileSize(1.5 * MB)).toBe("۱.۵ مگابایت");
  });

  it("never shows a progress past 100 percent or below 0", () => {
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(42.6)).toBe(43);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
