/** @jest-environment node */
import { PATTERN_MESSAGES } from "@/lib/contract/patterns";
import { variableNameProblem } from "@/lib/patterns/variable-name";

describe("variableNameProblem", () => {
  it("accepts a Latin name with digits and underscores that is not taken", () => {
    expect(variableNameProblem("order_id2", ["code"])).toBeNull();
  });

  it("refuses an empty name, a space, Persian letters and a leading digit with the contract's words", () => {
    expect(variableNameProblem("", [])).toBe(PATTERN_MESSAGES.nameRequired);
    expect(variableNameProblem("my code", [])).toBe(PATTERN_MESSAGES.nameLatin);
    expect(variableNameProblem("کد", [])).toBe(PATTERN_MESSAGES.nameLatin);
    expect(variableNameProblem("1code", [])).toBe(PATTERN_MESSAGES.nameLatin);
  });

  it("refuses a name too short or too long", () => {
    expect(variableNameProblem("a", [])).toBe(PATTERN_MESSAGES.nameLength);
    expect(variableNameProblem("a".repeat(33), [])).toBe(PATTERN_MESSAGES.nameLength);
    expect(variableNameProblem("a".repeat(32), [])).toBeNull();
  });

  it("refuses a name already in the list", () => {
    expect(variableNameProblem("code", ["name", "code"])).toBe(PATTERN_MESSAGES.nameDuplicate);
  });
});
