import { URL } from "node:url";
import { newTotpSecret, totpCode, totpUri, verifyTotp } from "@/upstream/auth/totp";

// RFC 6238 appendix B, SHA-1, with the secret "12345678901234567890" (base32 below); six digits are the last six of eight.
const SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const at = (seconds: number) => new Date(seconds * 1000);

describe("TOTP (RFC 6238)", () => {
  it("matches the RFC's test vectors", () => {
    expect(totpCode(SECRET, at(59))).toBe("287082");
    expect(totpCode(SECRET, at(1111111109))).toBe("081804");
    expect(totpCode(SECRET, at(1234567890))).toBe("005924");
    expect(totpCode(SECRET, at(2000000000))).toBe("279037");
  });

  it("accepts one step either side of now and nothing further", () => {
    const now = at(1234567890);
    const step = Math.floor(1234567890 / 30);
    expect(verifyTotp(SECRET, totpCode(SECRET, at(1234567890 - 30)), now, null)).toBe(step - 1);
    expect(verifyTotp(SECRET, totpCode(SECRET, now), now, null)).toBe(step);
    expect(verifyTotp(SECRET, totpCode(SECRET, at(1234567890 + 30)), now, null)).toBe(step + 1);
    expect(verifyTotp(SECRET, totpCode(SECRET, at(1234567890 - 60)), now, null)).toBeNull();
    expect(verifyTotp(SECRET, totpCode(SECRET, at(1234567890 + 60)), now, null)).toBeNull();
  });

  it("refuses a code of a step already used, so it cannot be replayed", () => {
    const now = at(1234567890);
    const step = Math.floor(1234567890 / 30);
    expect(verifyTotp(SECRET, totpCode(SECRET, now), now, step)).toBeNull();
    expect(verifyTotp(SECRET, totpCode(SECRET, at(1234567890 - 30)), now, step - 1)).toBeNull();
    // A later step than the one used is still good.
    expect(verifyTotp(SECRET, totpCode(SECRET, at(1234567890 + 30)), now, step)).toBe(step + 1);
  });

  it("refuses a code of the wrong length or another secret's code", () => {
    const now = at(1234567890);
    expect(verifyTotp(SECRET, "05924", now, null)).toBeNull();
    expect(verifyTotp(SECRET, "0005924", now, null)).toBeNull();
    const other = newTotpSecret();
    expect(verifyTotp(SECRET, totpCode(other, now), now, null)).toBeNull();
  });

  it("makes 160-bit base32 secrets, a new one each time", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("writes the otpauth address an app reads from the QR code, with the secret and the account's username", () => {
    const uri = new URL(totpUri(SECRET, "demo"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/پنل پیامکی:demo");
    expect(uri.searchParams.get("secret")).toBe(SECRET);
    expect(uri.searchParams.get("issuer")).toBe("پنل پیامکی");
    expect(uri.searchParams.get("period")).toBe("30");
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("algorithm")).toBe("SHA1");
  });
});
