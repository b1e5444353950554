/** @jest-environment node */
import { isNationalId, normalizeNationalId } from "@/lib/validation/national-id";

describe("isNationalId", () => {
  it("takes codes whose check digit matches, for both kinds of remainder", () => {
    // remainder 8: check digit 11 - 8 = 3
    expect(isNationalId("1270954385")).toBe(true);
    // remainder 0: check digit 0
    expect(isNationalId("0083456120")).toBe(true);
    expect(isNationalId("1283475911")).toBe(true);
  });

  it("refuses the same nine digits with any other check digit", () => {
    for (let check = 0; check <= 9; check++) {
      if (check === 5) continue;
      expect(isNationalId(`127095438${check}`)).toBe(false);
    }
  });

  it("refuses ten equal digits, which pass the sum but are never issued", () => {
    expect(isNationalId("1111111111")).toBe(false);
    expect(isNationalId("0000000000")).toBe(false);
  });

  it("refuses nine or eleven digits and letters", () => {
    expect(isNationalId("127095438")).toBe(false);
    expect(isNationalId("12709543851")).toBe(false);
    expect(isNationalId("12709543a5")).toBe(false);
  });

  it("reads Persian and Arabic digits and the dashes people write between groups", () => {
    expect(isNationalId("۱۲۷-۰۹۵۴۳۸-۵")).toBe(true);
    expect(isNationalId("١٢٧٠٩٥٤٣٨٥")).toBe(true);
    expect(normalizeNationalId(" ۰۰۸ ۳۴۵۶۱۲-۰ ")).toBe("0083456120");
  });
});
