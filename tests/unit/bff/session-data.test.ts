/** @jest-environment node */
import { liveToken, type SessionData } from "@/lib/bff/session-data";

const NOW = 1_750_000_000_000;

describe("liveToken", () => {
  it("answers the token while it has not expired", () => {
    expect(liveToken({ token: "t1", expiresAt: NOW + 60_000 }, NOW)).toBe("t1");
    expect(liveToken({ token: "t1", expiresAt: NOW + 1 }, NOW)).toBe("t1");
  });

  it("answers null from the moment it expires", () => {
    expect(liveToken({ token: "t1", expiresAt: NOW }, NOW)).toBeNull();
    expect(liveToken({ token: "t1", expiresAt: NOW - 1 }, NOW)).toBeNull();
  });

  it("answers null for an empty session, a missing token or a missing expiry", () => {
    expect(liveToken({}, NOW)).toBeNull();
    expect(liveToken({ expiresAt: NOW + 60_000 }, NOW)).toBeNull();
    expect(liveToken({ token: "", expiresAt: NOW + 60_000 }, NOW)).toBeNull();
    expect(liveToken({ token: "t1" }, NOW)).toBeNull();
  });

  it("does not treat a pending sign-in step as a session", () => {
    const session: SessionData = {
      pending: { purpose: "login" as const, token: "temp", method: "sms" as const, expiresAt: NOW + 60_000 },
    };
    expect(liveToken(session, NOW)).toBeNull();
  });

  it("uses the current time by default", () => {
    expect(liveToken({ token: "t1", expiresAt: Date.now() + 60_000 })).toBe("t1");
    expect(liveToken({ token: "t1", expiresAt: Date.now() - 1 })).toBeNull();
  });
});
