import WebSocket from "ws";
import { api, baseUrl, call, devAccount, login, sessionToken, type DevAccount } from "./support/client";

const NEW_PASSWORD = "Fresh-pass-2024";
const changePassword = (token: string, body: Record<string, unknown>, from?: string) =>
  api("user/change_password", { token, body, from });
const checkToken = (token: string) => api("acl/auth/check_token", { method: "POST", token });
const change = (account: DevAccount, password = NEW_PASSWORD) => ({
  current_password: account.password,
  password,
  password_confirmation: password,
});

/** A live socket of a session, and the close code it ends with. */
function openSocket(token: string): Promise<{ closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl().replace(/^http/, "ws")}/socket?token=${token}`);
    const closed = new Promise<number>((done) => socket.once("close", done));
    socket.once("open", () => resolve({ closed }));
    socket.once("error", reject);
  });
}

describe("user/change_password", () => {
  it("stores the new password: the old one is refused at sign-in and the new one signs in", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const answer = await changePassword(token, change(account));
    expect(answer.status).toBe(200);
    expect(answer.body.meta.message).toBe("رمز عبور تغییر کرد و نشست‌های دیگر شما بسته شد");

    const old = await login(account.username, account.password);
    expect(old.status).toBe(422);
    expect(old.body.errors.username).toEqual(["نام کاربری یا رمز عبور اشتباه است"]);
    const fresh = await login(account.username, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.method).toBe("login");
  });

  it("ends every other session of the user (their sockets close too) and keeps this one", async () => {
    const account = await devAccount();
    const [mine, laptop, phone] = [
      await sessionToken(account),
      await sessionToken(account),
      await sessionToken(account),
    ];
    const stranger = await sessionToken(await devAccount());
    const socket = await openSocket(laptop);

    const answer = await changePassword(mine, change(account));
    expect(answer.body.data).toEqual({ ended_sessions: 2 });
    expect((await checkToken(mine)).status).toBe(200);
    expect((await checkToken(laptop)).status).toBe(401);
    expect((await checkToken(phone)).status).toBe(401);
    expect((await api("payment/credit/mine", { token: phone })).status).toBe(401);
    // The session-ended close code: the relay and the browser do not reconnect.
    expect(await socket.closed).toBe(4401);
    // Another account is untouched.
    expect((await checkToken(stranger)).status).toBe(200);
  });

  it("refuses a wrong current password on its field and changes nothing", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const other = await sessionToken(account);
    const answer = await changePassword(token, { ...change(account), current_password: "Not-the-one-1" });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors).toEqual({ current_password: ["رمز عبور فعلی درست نیست"] });
    expect((await checkToken(other)).status).toBe(200);
    expect((await login(account.username, account.password)).status).toBe(200);
  });

  it("limits a flood of wrong current passwords as sign-in guesses are: five, then 429 even for the right one and at sign-in", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const wrong = { ...change(account), current_password: "Not-the-one-1" };
    // Each from an address of its own: the username's window is what stops them.
    for (let i = 0; i < 5; i++) expect((await changePassword(token, wrong)).status).toBe(422);
    const sixth = await changePassword(token, wrong);
    expect(sixth.status).toBe(429);
    expect(sixth.body.meta.message).toBe("تعداد تلاش‌های ناموفق زیاد است. چند دقیقه دیگر دوباره تلاش کنید.");
    expect((await changePassword(token, change(account))).status).toBe(429);
    expect((await login(account.username, account.password)).status).toBe(429);
    // Nothing changed meanwhile: the session still works.
    expect((await checkToken(token)).status).toBe(200);
  });

  it("checks parallel guesses one at a time: twelve at once, at most five are judged", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const wrong = { ...change(account), current_password: "Not-the-one-1" };
    const answers = await Promise.all(Array.from({ length: 12 }, () => changePassword(token, wrong)));
    expect(answers.filter((a) => a.status === 422)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it("refuses what spec §5 refuses, beside each field, and a new password equal to the current one", async () => {
    const account = await devAccount();
    const token = await sessionToken(account);
    const weak = await changePassword(token, { ...change(account, "short1A"), password_confirmation: "short1A" });
    expect(weak.body.meta.errors.password).toEqual(["رمز عبور باید دست‌کم ۸ کاراکتر باشد"]);
    const noUpper = await changePassword(token, change(account, "lowercase-only-1"));
    expect(noUpper.body.meta.errors.password).toEqual(["رمز عبور باید حرف بزرگ انگلیسی داشته باشد"]);
    const mismatch = await changePassword(token, { ...change(account), password_confirmation: "Another-pass-1" });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.meta.errors.password_confirmation).toEqual(["رمز عبور و تکرار آن یکسان نیستند"]);
    const missing = await changePassword(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.body.meta.errors.current_password).toEqual(["رمز عبور فعلی را وارد کنید"]);
    const same = await changePassword(token, change(account, account.password));
    expect(same.status).toBe(422);
    expect(same.body.meta.errors).toEqual({ password: ["رمز عبور تازه باید با رمز عبور فعلی فرق داشته باشد"] });
    expect((await login(account.username, account.password)).status).toBe(200);
  });

  it("needs a session: without one it is 401, and a huge body is 413", async () => {
    expect((await api("user/change_password", { body: {} })).status).toBe(401);
    const token = await sessionToken(await devAccount());
    const huge = await api("user/change_password", {
      token,
      rawBody: JSON.stringify({ current_password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });

  it("is refused to support staff's entry into the account, which keeps the password as it was", async () => {
    const account = await devAccount();
    const minted = await call("/__dev/impersonate", { body: { username: account.username } });
    const support = minted.body.data.token as string;
    const answer = await changePassword(support, change(account));
    expect(answer.status).toBe(403);
    expect(answer.body.meta.message).toMatch(/ورود پشتیبان/);
    expect((await login(account.username, account.password)).status).toBe(200);
    expect((await checkToken(support)).status).toBe(200);
  });
});
