import { base32Decode, base32Encode, hotp, totpCode, verifyTotp } from "@/upstream/auth/totp";

// RFC 6238 appendix B, SHA-1, with the secret "12345678901234567890"; six digits are the last six of eight.
const SECRET = base32Encode(Buffer.from("12345678901234567890"));
const at = (seconds: number) => new Date(seconds * 1000);

describe("TOTP (RFC 6238)", () => {
  it("round-trips base32", () => {
    expect(SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode(SECRET).toString()).toBe("12345678901234567890");
    expect(base32Decode("gezd gnbv-gy3t qojq====").toString()).toBe("1234567890");
  });

  it("matches the RFC's test vectors", () => {
    expect(hotp(Buffer.from("12345678901234567890"), 1, 8)).toBe("94287082");
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
    expect(verifyTotp(SECRET, "000000", now, null)).toBeNull();
  });
});
