/** @jest-environment node */
import { insertIntoPattern, variableToken } from "@/lib/patterns/insert-variable";

describe("insertIntoPattern", () => {
  it("puts %name% at the caret, apart from the words around it, and the caret after it", () => {
    expect(insertIntoPattern("کد شما:است", variableToken("code"), { start: 7, end: 7 })).toEqual({
      text: "کد شما: %code% است",
      caret: 14,
    });
  });

  it("replaces a selection and appends when the caret is unknown", () => {
    expect(insertIntoPattern("کد XXXX", "%code%", { start: 3, end: 7 })?.text).toBe("کد %code%");
    expect(insertIntoPattern("کد", "%code%", null)?.text).toBe("کد %code%");
  });

  it("refuses an insert that would take the text past 2,700 characters", () => {
    expect(insertIntoPattern("a".repeat(2694), "%code%", null)).toBeNull();
    expect(insertIntoPattern("a".repeat(2692), "%code%", { start: 0, end: 0 })?.text).toHaveLength(2699);
  });
});
