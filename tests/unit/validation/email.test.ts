/** @jest-environment node */
import { isEmail } from "@/lib/validation/email";

describe("isEmail", () => {
  it("takes ordinary addresses", () => {
    for (const email of ["info@example.ir", "m.ahmadi+shop@mail.co.uk", "a_b-c@sub.domain-name.com", "x@y.io"]) {
      expect(isEmail(email)).toBe(true);
    }
  });

  it("refuses addresses without a user, an @, a dotted domain or a letter-only ending", () => {
    for (const email of ["@example.ir", "info.example.ir", "info@example", "info@example.1r", "info@@example.ir"]) {
      expect(isEmail(email)).toBe(false);
    }
  });

  it("refuses dots at the ends of the user or doubled, spaces, and hyphens at a label's ends", () => {
    for (const email of [
      ".info@example.ir",
      "info.@example.ir",
      "in..fo@example.ir",
      "in fo@example.ir",
      "a@-b.ir",
      "a@b-.ir",
    ]) {
      expect(isEmail(email)).toBe(false);
    }
  });

  it("refuses a user part over 64 characters and an address over 254", () => {
    expect(isEmail(`${"a".repeat(64)}@example.ir`)).toBe(true);
    expect(isEmail(`${"a".repeat(65)}@example.ir`)).toBe(false);
    const label = "b".repeat(60);
    expect(isEmail(`a@${[label, label, label, label].join(".")}.ir`)).toBe(true);
    expect(isEmail(`a@${[label, label, label, label, label].join(".")}.ir`)).toBe(false);
  });
});
