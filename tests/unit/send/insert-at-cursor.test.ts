/** @jest-environment node */
import { insertAtCursor } from "@/lib/send/insert-at-cursor";

describe("insertAtCursor", () => {
  it("puts the text at the caret and the caret after it", () => {
    expect(insertAtCursor("سلام دنیا", "عزیز ", { start: 5, end: 5 })).toEqual({ text: "سلام عزیز دنیا", caret: 10 });
  });

  it("replaces the selection", () => {
    expect(insertAtCursor("کد: XXXX پایان", "1234", { start: 4, end: 8 })).toEqual({
      text: "کد: 1234 پایان",
      caret: 8,
    });
  });

  it("keeps a link from touching the words around it", () => {
    const link = "https://l.example.ir/l/abc1234";
    expect(insertAtCursor("تخفیف", link, { start: 5, end: 5 }).text).toBe(`تخفیف ${link}`);
    expect(insertAtCursor("ببینیدجزئیات", link, { start: 6, end: 6 }).text).toBe(`ببینید ${link} جزئیات`);
  });

  it("appends at the end when the caret is unknown, and fills an empty text as is", () => {
    expect(insertAtCursor("سلام", "دوست")).toEqual({ text: "سلام دوست", caret: 9 });
    expect(insertAtCursor("", "دوست", null)).toEqual({ text: "دوست", caret: 4 });
  });
});
