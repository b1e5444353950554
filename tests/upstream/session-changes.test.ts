import { api, devAccount, sessionToken } from "./support/client";
import { createPattern, edgeCreateBody, patternOwner } from "./support/patterns";

// Each test first makes a call with the session, so the upstream has checked it a moment before
// the change: the change must still hold at the very next call.

describe("a session checked a moment ago", () => {
  it("sees the account as it is now: a business renamed is the name the next pattern must carry", async () => {
    const { token } = await patternOwner();
    expect((await createPattern(token)).status).toBe(200);
    const renamed = await api("user/business/setup", {
      token,
      body: { business_name: "گل‌فروشی یاس", activity_domain_id: 1 },
    });
    expect(renamed.status).toBe(200);

    const withOldName = await createPattern(token);
    expect(withOldName.status).toBe(422);
    expect(Object.keys(withOldName.body.meta.errors)).toContain("message");
    const withNewName = await createPattern(token, {
      ...edgeCreateBody(),
      message: "گل‌فروشی یاس: پترن تستی %var% . کد شما %code%",
    });
    expect(withNewName.status).toBe(200);
  });

  it("ends at the next call after sign-out, and a second session of the same user goes on", async () => {
    const account = await devAccount();
    const first = await sessionToken(account);
    const second = await sessionToken(account);
    expect((await api("payment/credit/mine", { token: first })).status).toBe(200);
    expect((await api("payment/credit/mine", { token: second })).status).toBe(200);

    expect((await api("acl/auth/logout", { token: first, body: {} })).status).toBe(200);
    expect((await api("payment/credit/mine", { token: first })).status).toBe(401);
    expect((await api("payment/credit/mine", { token: second })).status).toBe(200);
  });
});
