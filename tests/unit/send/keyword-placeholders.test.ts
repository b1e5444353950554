/** @jest-environment node */
import { keywordPlaceholders, unknownPlaceholders } from "@/lib/send/keyword-placeholders";

const titled = { columns: ["نام", "موبایل", " مبلغ "], hasHeader: true, mobileColumn: 1, keptColumns: [0, 2] };
const untitled = { columns: ["A", "B"], hasHeader: false, mobileColumn: 0, keptColumns: [1] };

describe("keywordPlaceholders", () => {
  it("offers each column by its title when the file has a header, in column order", () => {
    expect(keywordPlaceholders(titled)).toEqual([
      { letter: "A", title: "نام", token: "{نام}" },
      { letter: "B", title: "موبایل", token: "{موبایل}" },
      { letter: "C", title: "مبلغ", token: "{مبلغ}" },
    ]);
  });

  it("falls back to Edge's {ex_B} without a header", () => {
    expect(keywordPlaceholders(untitled).map((p) => p.token)).toEqual(["{ex_A}", "{ex_B}"]);
  });
});

describe("unknownPlaceholders", () => {
  it("lists each placeholder no column fills, once, and accepts both the title and the letter", () => {
    expect(unknownPlaceholders("{نام} {ex_C} {ex_D} {کد} {کد}", titled)).toEqual(["{ex_D}", "{کد}"]);
    expect(unknownPlaceholders("سلام { مبلغ }", titled)).toEqual([]);
  });
});
