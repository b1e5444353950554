import { hashPassword, verifyAgainstDecoy, verifyPassword } from "@/upstream/auth/password-hash";

describe("password hashing (scrypt)", () => {
  it("stores scrypt parameters, a random salt and a 64-byte key, never the password", async () => {
    const hash = await hashPassword("Demo@12345");
    const [scheme, n, r, p, salt, key] = hash.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "16384", "8", "1"]);
    expect(Buffer.from(salt!, "base64")).toHaveLength(16);
    expect(Buffer.from(key!, "base64")).toHaveLength(64);
    expect(hash).not.toContain("Demo@12345");
  });

  it("gives two different hashes for the same password", async () => {
    const [a, b] = await Promise.all([hashPassword("Same@Pass1"), hashPassword("Same@Pass1")]);
    expect(a).not.toBe(b);
    await expect(verifyPassword("Same@Pass1", a)).resolves.toBe(true);
    await expect(verifyPassword("Same@Pass1", b)).resolves.toBe(true);
  });

  it("refuses a wrong password, a different case and an empty one", async () => {
    const hash = await hashPassword("Secret@123");
    await expect(verifyPassword("Secret@124", hash)).resolves.toBe(false);
    await expect(verifyPassword("secret@123", hash)).resolves.toBe(false);
    await expect(verifyPassword("", hash)).resolves.toBe(false);
  });

  it("refuses malformed or foreign hashes instead of throwing", async () => {
    await expect(verifyPassword("x", "Secret@123")).resolves.toBe(false);
    await expect(verifyPassword("x", "bcrypt$1$2$3$abc$def")).resolves.toBe(false);
    await expect(verifyPassword("x", "scrypt$0$8$1$abc$def")).resolves.toBe(false);
    await expect(verifyPassword("x", "scrypt$16384$8$1$$")).resolves.toBe(false);
  });

  it("treats the same password typed with composed or decomposed characters alike", async () => {
    const hash = await hashPassword("Caf\u00e9Pass1");
    await expect(verifyPassword("Cafe\u0301Pass1", hash)).resolves.toBe(true);
  });

  it("answers false for an unknown user after doing the same work", async () => {
    await expect(verifyAgainstDecoy("anything")).resolves.toBe(false);
  });
});
