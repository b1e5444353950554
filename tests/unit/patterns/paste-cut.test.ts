/** @jest-environment node */
import { cutPaste } from "@/lib/patterns/paste-cut";

describe("cutPaste", () => {
  it("lets a paste that fits in whole, at the caret", () => {
    expect(cutPaste("کد شما  است", { start: 7, end: 7 }, "%code%")).toEqual({
      text: "کد شما %code% است",
      caret: 13,
      dropped: 0,
    });
  });

  it("cuts a 2,701-character paste into an empty text at 2,700 and counts the one dropped", () => {
    const result = cutPaste("", { start: 0, end: 0 }, "ا".repeat(2701));
    expect(result.text).toHaveLength(2700);
    expect(result.dropped).toBe(1);
    expect(result.caret).toBe(2700);
  });

  it("counts the room the whole text leaves, the selection it replaces freed", () => {
    const text = "a".repeat(2690);
    expect(cutPaste(text, { start: 2690, end: 2690 }, "b".repeat(25))).toMatchObject({ dropped: 15 });
    // Ten characters selected are replaced, so ten more of the paste fit.
    const replaced = cutPaste(text, { start: 0, end: 10 }, "b".repeat(25));
    expect(replaced.dropped).toBe(5);
    expect(replaced.text).toBe("b".repeat(20) + "a".repeat(2680));
  });

  it("drops the whole paste when the text is full, and leaves the text as it was", () => {
    const full = "x".repeat(2700);
    expect(cutPaste(full, { start: 5, end: 5 }, "سلام")).toEqual({ text: full, caret: 5, dropped: 4 });
  });

  it("never cuts an emoji in half: the character goes whole with the dropped part", () => {
    const text = "a".repeat(2699);
    const result = cutPaste(text, { start: 2699, end: 2699 }, "😀b");
    expect(result.text).toBe(text);
    expect(result.dropped).toBe(2);
  });

  it("reads Windows line breaks as one character each", () => {
    expect(cutPaste("", { start: 0, end: 0 }, "الف\r\nب", 5)).toEqual({ text: "الف\nب", caret: 5, dropped: 0 });
  });
});
