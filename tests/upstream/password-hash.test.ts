import {
  hashPassword,
  needsRehash,
  setPasswordHashCost,
  verifyAgainstDecoy,
  verifyPassword,
} from "@/upstream/auth/password-hash";
import { oldScryptHash } from "./support/passwords";

describe("password hashing (argon2id)", () => {
  it("stores OWASP's argon2id parameters, a random 16-byte salt and a 32-byte key, never the password", async () => {
    const hash = await hashPassword("Demo@12345");
    const [empty, scheme, version, parameters, salt, key] = hash.split("$");
    expect([empty, scheme, version, parameters]).toEqual(["", "argon2id", "v=19", "m=19456,t=2,p=1"]);
    expect(Buffer.from(salt!, "base64")).toHaveLength(16);
    expect(Buffer.from(key!, "base64")).toHaveLength(32);
    expect(hash).not.toContain("Demo@12345");
    expect(needsRehash(hash)).toBe(false);
  });

  it("stores at the test cost once asked, and a hash of either cost verifies under the other", async () => {
    const owasp = await hashPassword("Demo@12345");
    setPasswordHashCost("test");
    try {
      const light = await hashPassword("Demo@12345");
      expect(light.split("$")[3]).toBe("m=1024,t=1,p=1");
      expect(needsRehash(light)).toBe(false);
      expect(needsRehash(owasp)).toBe(true);
      await expect(verifyPassword("Demo@12345", owasp)).resolves.toBe(true);
      setPasswordHashCost("owasp");
      await expect(verifyPassword("Demo@12345", light)).resolves.toBe(true);
      await expect(verifyPassword("Demo@12346", light)).resolves.toBe(false);
      expect(needsRehash(light)).toBe(true);
    } finally {
      setPasswordHashCost("owasp");
    }
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
    await expect(verifyPassword("x", "scrypt$1000$8$1$YWJj$ZGVm")).resolves.toBe(false);
    await expect(verifyPassword("x", "$argon2id$v=19$m=19456,t=2,p=1$$")).resolves.toBe(false);
    await expect(
      verifyPassword("x", "$argon2id$v=16$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5"),
    ).resolves.toBe(false);
    // Parameters no hash of ours has: refused before any work is done.
    await expect(
      verifyPassword("x", "$argon2id$v=19$m=99999999,t=2,p=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5"),
    ).resolves.toBe(false);
  });

  it("treats the same password typed with composed or decomposed characters alike", async () => {
    const hash = await hashPassword("Caf\u00e9Pass1");
    await expect(verifyPassword("Cafe\u0301Pass1", hash)).resolves.toBe(true);
  });

  it("still verifies a scrypt hash of an earlier version, and marks it for rehashing", async () => {
    const old = oldScryptHash("Old@Pass123");
    await expect(verifyPassword("Old@Pass123", old)).resolves.toBe(true);
    await expect(verifyPassword("Old@Pass124", old)).resolves.toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5")).toBe(true);
  });

  it("answers false for an unknown user after doing the same work", async () => {
    await expect(verifyAgainstDecoy("anything")).resolves.toBe(false);
  });

  it("hashes off the main thread: a timer keeps firing while four passwords are hashed", async () => {
    await hashPassword("warm-up");
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, (_, i) => hashPassword(`Parallel@${i}`)));
    const elapsed = performance.now() - started;
    clearInterval(timer);
    // On one thread four hashes would hold the loop the whole time and the timer could not run.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 5 / 4));
  });
});
