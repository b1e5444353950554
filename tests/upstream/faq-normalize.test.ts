import { normalizeForSearch, searchTerms, SQL_FOLD } from "@/upstream/support/normalize";

/** The Persian folding both searches share (upstream/support/normalize.ts), without a database. */

describe("normalizeForSearch", () => {
  it("reads Arabic ي, ى and ك as Persian ی and ک, ة and ۀ as ه, the alef forms as ا, ؤ as و", () => {
    expect(normalizeForSearch("پيامك")).toBe("پیامک");
    expect(normalizeForSearch("مصطفى")).toBe("مصطفی");
    expect(normalizeForSearch("مدرسة")).toBe("مدرسه");
    expect(normalizeForSearch("نامۀ")).toBe("نامه");
    expect(normalizeForSearch("آدرس أحمد إيران")).toBe("ادرس احمد ایران");
    expect(normalizeForSearch("مؤسسه")).toBe("موسسه");
  });

  it("makes half-spaces, zero-width and no-break spaces and punctuation one space", () => {
    expect(normalizeForSearch("پیامک\u200cها")).toBe("پیامک ها");
    expect(normalizeForSearch("می\u200dخواهم\u00a0بدانم\u202fچرا")).toBe("می خواهم بدانم چرا");
    expect(normalizeForSearch("«رسیده به مخابرات»؟ (لغو۱۱)، سلام!")).toBe("رسیده به مخابرات لغو11 سلام");
    expect(normalizeForSearch("  \u200f  ")).toBe("");
  });

  it("writes Persian and Arabic digits as Latin ones, drops diacritics and tatweel, and lowers case", () => {
    expect(normalizeForSearch("۱۴۰۳ ١٤٠٣ 1403")).toBe("1403 1403 1403");
    expect(normalizeForSearch("مُخابَرات رسیدهٔ پیــــامک")).toBe("مخابرات رسیده پیامک");
    expect(normalizeForSearch("API Key")).toBe("api key");
  });

  it("folds the presentation forms some keyboards and PDFs produce", () => {
    // ﺎﻟﻠﻪ: final alef, initial and medial lam, final heh.
    expect(normalizeForSearch("\ufe8e\ufedf\ufee0\ufeea")).toBe("الله");
  });
});

describe("searchTerms", () => {
  it("keeps the words that tell questions apart, each once, in the order typed", () => {
    expect(searchTerms("سلام، چرا پیامک‌های من به گوشی مشتری نمی‌رسد؟ پیامک")).toEqual([
      "پیامک",
      "گوشی",
      "مشتری",
      "رسد",
    ]);
    expect(searchTerms("آیا می‌توانم از این خط استفاده کنم")).toEqual(["خط", "استفاده"]);
  });

  it("answers nothing for greetings and function words alone, and at most the asked number of terms", () => {
    expect(searchTerms("سلام وقت بخیر، لطفاً راهنمایی کنید. ممنون")).toEqual(["راهنمایی"]);
    expect(searchTerms("و از به با")).toEqual([]);
    expect(searchTerms(Array.from({ length: 40 }, (_, i) => `واژه${i}`).join(" "), 5)).toHaveLength(5);
  });
});

describe("SQL_FOLD", () => {
  it("maps each character as the JavaScript folding does, deleting what has no counterpart", () => {
    const translate = (text: string) =>
      [...text]
        .map((ch) => {
          const i = [...SQL_FOLD.from].indexOf(ch);
          if (i < 0) return ch;
          return i < [...SQL_FOLD.to].length ? [...SQL_FOLD.to][i] : "";
        })
        .join("")
        .toLowerCase();
    const sample = "پيامك\u200cهاي ۱۴۰۳ ١٤٠٣ مُخابَرات آدرس مدرسة";
    expect(normalizeForSearch(translate(sample))).toBe(normalizeForSearch(sample));
    expect(translate(sample)).toBe("پیامک های 1403 1403 مخابرات ادرس مدرسه");
  });
});
