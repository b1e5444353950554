import { api, devAccount, lockableClientAddress, login, randomClientAddress } from "./support/client";

const TOO_MANY = "تعداد تلاش‌های ناموفق زیاد است. چند دقیقه دیگر دوباره تلاش کنید.";

describe("sign-in throttle", () => {
  it("checks at most five passwords of one username in the window, even twenty at once", async () => {
    const account = await devAccount();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(account.username, `Wrong@${i}abc`)));
    const judged = answers.filter((a) => a.status !== 429);
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(judged.every((a) => a.status === 422)).toBe(true);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.meta.message === TOO_MANY)).toBe(true);
    expect((await login(account.username, account.password)).status).toBe(429);
  });

  it("locks an address after twenty failures across usernames; another address signs in as before", async () => {
    const from = lockableClientAddress();
    for (let i = 0; i < 20; i++) {
      expect((await login(`spray-${Date.now()}-${i}`, "Wrong@123a", undefined, from)).status).toBe(422);
    }
    const account = await devAccount();
    const refused = await login(account.username, account.password, undefined, from);
    expect(refused.status).toBe(429);
    expect(refused.body.meta.message).toBe(TOO_MANY);
    expect((await login(`spray-${Date.now()}-x`, "Wrong@123a", undefined, from)).status).toBe(429);

    expect((await login(account.username, account.password, undefined, randomClientAddress())).status).toBe(200);
    // The username itself was never wrong: it is not locked anywhere else.
    expect((await login(account.username, "Wrong@123a", undefined, randomClientAddress())).status).toBe(422);
  });

  it("counts an IPv6 client by its /64, so changing the last bits does not step around the window", async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    for (let i = 0; i < 20; i++) {
      expect(
        (await login(`v6-${Date.now()}-${i}`, "Wrong@123a", undefined, `${prefix}::${(i + 1).toString(16)}`)).status,
      ).toBe(422);
    }
    expect((await login(`v6-${Date.now()}-y`, "Wrong@123a", undefined, `${prefix}:1:2:3:4`)).status).toBe(429);
  });

  it("successful sign-ins from one address use up nothing: thirty in a row all pass", async () => {
    const from = randomClientAddress();
    const account = await devAccount();
    for (let i = 0; i < 30; i++)
      expect((await login(account.username, account.password, undefined, from)).status).toBe(200);
  });

  it("believes the address header only with the forward secret: with a wrong one, failures count for the caller itself", async () => {
    // Failures under twenty-one different forged addresses: believed, none would reach an address's
    // twenty; counted for the TCP peer (127.0.0.1, which no other test signs in from), the window
    // fills. On a database shared with an earlier run the peer may be full already: it only comes sooner.
    const forged = (i: number) =>
      api("acl/auth/login", {
        body: { username: `forged-${Date.now()}-${i}`, password: "Wrong@123a" },
        from: null,
        headers: { "x-panel-client-address": `203.0.113.${i}`, "x-panel-forward-secret": "not-the-secret-at-all" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await forged(i)).status);
    expect(statuses.every((s) => s === 422 || s === 429)).toBe(true);
    expect(statuses[20]).toBe(429);
    const account = await devAccount();
    expect((await login(account.username, account.password, undefined, null)).status).toBe(429);
    // The addresses the forged headers named are not locked.
    expect((await login(account.username, account.password, undefined, "203.0.113.1")).status).toBe(200);
  });
});
