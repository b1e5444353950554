/** @jest-environment node */
import {
  containsUsername,
  passwordRules,
  passwordStrength,
  STRENGTH_LABELS,
  type StrengthLevel,
} from "@/lib/validation/password";

describe("passwordRules (spec §5)", () => {
  it("marks every rule met for a good password", () => {
    expect(passwordRules("Abcdefg1")).toEqual({ min: true, digit: true, lower: true, upper: true });
  });

  it("needs at least 8 characters", () => {
    expect(passwordRules("Abcdef1").min).toBe(false);
    expect(passwordRules("Abcdefg1").min).toBe(true);
  });

  it("reports each missing class on its own", () => {
    expect(passwordRules("Abcdefgh")).toEqual({ min: true, digit: false, lower: true, upper: true });
    expect(passwordRules("ABCDEFG1")).toEqual({ min: true, digit: true, lower: false, upper: true });
    expect(passwordRules("abcdefg1")).toEqual({ min: true, digit: true, lower: true, upper: false });
  });

  it("does not count Persian digits or Persian letters as Latin ones", () => {
    expect(passwordRules("۱۲۳۴۵۶۷۸").digit).toBe(false);
    expect(passwordRules("سلامسلام").lower).toBe(false);
  });

  it("marks everything unmet for an empty password", () => {
    expect(passwordRules("")).toEqual({ min: false, digit: false, lower: false, upper: false });
  });
});

describe("passwordStrength", () => {
  it("labels the five levels very weak to very strong", () => {
    expect(STRENGTH_LABELS).toEqual(["خیلی ضعیف", "ضعیف", "متوسط", "قوی", "خیلی قوی"]);
  });

  it.each<[string, string, StrengthLevel]>([
    ["empty", "", 0],
    ["short lowercase", "abc", 0],
    ["short with a digit", "abc1", 1],
    ["long lowercase only", "abcdefgh", 1],
    ["the bare minimum", "Abcdefg1", 2],
    ["minimum with a special character", "Abcdefg1!", 3],
    ["twelve characters", "Abcdefgh1234", 3],
    ["twelve characters with a special", "Abcdefgh123!", 4],
    ["the demo password", "Demo@12345", 3],
  ])("%s (%p) is level %p", (_label, password, level) => {
    expect(passwordStrength(password)).toBe(level);
  });

  it.each([
    ["no digit", "Abcdefghijklmnop!@"],
    ["no lowercase", "ABCDEFGHIJKL123!@"],
    ["no uppercase", "abcdefghijkl123!@"],
    ["too short", "Ab1!xyz"],
  ])("never rates a password with %s above weak", (_label, password) => {
    expect(passwordStrength(password)).toBeLessThanOrEqual(1);
  });

  it("rises when a met password gets longer or gains a special character", () => {
    const base = passwordStrength("Abcdefg1");
    expect(passwordStrength("Abcdefg1xyzw")).toBeGreaterThan(base);
    expect(passwordStrength("Abcdefg1$")).toBeGreaterThan(base);
  });
});

describe("containsUsername", () => {
  it("finds the username anywhere in the password, whatever the case", () => {
    expect(containsUsername("xxDemoUser12", "demouser")).toBe(true);
    expect(containsUsername("ali-reza!A1", "ALI-REZA")).toBe(true);
  });

  it("trims the username first", () => {
    expect(containsUsername("Sara2024!", "  sara ")).toBe(true);
  });

  it("is false when the password does not contain it", () => {
    expect(containsUsername("Abcdefg1!", "demouser")).toBe(false);
  });

  it("ignores usernames shorter than 3 characters", () => {
    expect(containsUsername("Abcdefg1", "ab")).toBe(false);
    expect(containsUsername("Abcdefg1", "abc")).toBe(true);
    expect(containsUsername("Abcdefg1", "")).toBe(false);
  });
});
