import { importReportText } from "@/components/secretaries/keywords/shared/import-report";

const report = { records: 1250, valid: 1200, empty: 10, duplicate: 30, invalid: 10, added: 1200, removed: 0 };

describe("a codes file's import report in words", () => {
  it("states the rows read, the codes kept and those left out by why, in Persian digits", () => {
    expect(importReportText(report)).toBe(
      "از ۱٬۲۵۰ سطر فایل، ۱٬۲۰۰ کد پذیرفته شد؛ ۱۰ سطر خالی، ۳۰ کد تکراری، ۱۰ کد نامعتبر کنار گذاشته شد.",
    );
  });

  it("says nothing of what was left out when nothing was", () => {
    expect(importReportText({ ...report, records: 2, valid: 2, empty: 0, duplicate: 0, invalid: 0 })).toBe(
      "از ۲ سطر فایل، ۲ کد پذیرفته شد.",
    );
  });

  it("on an update, adds the codes that were new and those a replacing file removed", () => {
    expect(
      importReportText(
        { ...report, records: 3, valid: 3, empty: 0, duplicate: 0, invalid: 0, added: 1, removed: 4 },
        true,
      ),
    ).toBe("از ۳ سطر فایل، ۳ کد پذیرفته شد؛ ۱ کد تازه افزوده شد؛ ۴ کد پیشین حذف شد.");
  });
});
