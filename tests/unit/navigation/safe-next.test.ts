import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from "@/lib/navigation/safe-next";

describe("safeNextPath", () => {
  it.each([
    ["/reports?tab=1", "/reports?tab=1"],
    ["/dashboard", "/dashboard"],
    ["/send-sms/quick", "/send-sms/quick"],
    ["/reports/12?page=2#top", "/reports/12?page=2#top"],
  ])("follows the same-site path %s", (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    ["protocol-relative", "//evil"],
    ["protocol-relative with host and path", "//evil.example/login"],
    ["scheme without slashes", "https:evil"],
    ["absolute URL", "https://evil.example/"],
    ["javascript URL", "javascript:alert(1)"],
    ["backslash after the slash", "/\\evil"],
    ["backslash later on", "/reports\\..\\evil"],
    ["encoded slashes", "/%2F%2Fevil"],
    ["encoded backslash", "/%5Cevil"],
    ["a tab browsers would drop", "/\t/evil"],
    ["an encoded line break", "/%0A/evil"],
    ["the BFF", "/api/x"],
    ["the BFF's root", "/api"],
    ["a relative path", "reports"],
    ["broken percent-encoding", "/%E0%A4%A"],
  ])("refuses %s", (_label, value) => {
    expect(safeNextPath(value)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("falls back to the dashboard when nothing is given", () => {
    expect(safeNextPath("")).toBe("/dashboard");
    expect(safeNextPath(undefined)).toBe("/dashboard");
    expect(safeNextPath(["/reports"])).toBe("/dashboard");
  });

  it("keeps paths that merely start like the BFF", () => {
    expect(safeNextPath("/api-keys")).toBe("/api-keys");
    expect(safeNextPath("/developers/api-keys")).toBe("/developers/api-keys");
  });
});
