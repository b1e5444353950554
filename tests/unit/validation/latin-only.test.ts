/** @jest-environment node */
import { hasPersianOrArabicLetters } from "@/lib/validation/latin-only";

describe("hasPersianOrArabicLetters", () => {
  it("finds Persian letters, including those Arabic lacks", () => {
    for (const text of ["سلام", "گ", "پ", "چ", "ژ", "ی", "ک"]) expect(hasPersianOrArabicLetters(text)).toBe(true);
  });

  it("finds Arabic letters and presentation forms, Persian punctuation and the zero-width non-joiner", () => {
    for (const text of ["ة", "ي", "\ufefb", "،", "؛", "؟", "a\u200cb"])
      expect(hasPersianOrArabicLetters(text)).toBe(true);
  });

  it("finds one Persian letter among Latin ones", () => {
    expect(hasPersianOrArabicLetters("info@exampleس.com")).toBe(true);
  });

  it("leaves Latin text, signs and Persian or Arabic digits alone", () => {
    expect(hasPersianOrArabicLetters("https://example.ir/path?q=1#top")).toBe(false);
    expect(hasPersianOrArabicLetters("۱۲۳٤٥٦")).toBe(false);
    expect(hasPersianOrArabicLetters("")).toBe(false);
  });
});
