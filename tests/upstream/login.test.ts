import { api, devAccount, login } from "./support/client";

const WRONG = {
  data: null,
  errors: { username: ["نام کاربری یا رمز عبور اشتباه است"] },
  meta: {
    status: false,
    message: "درخواست معتبر نیست",
    message_parameters: [],
    message_code: "422-1",
    errors: { username: ["نام کاربری یا رمز عبور اشتباه است"] },
  },
};

describe("POST acl/auth/login", () => {
  it("signs the seeded demo in with method login and a final token", async () => {
    const answer = await login("demo", "Demo@12345");
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({
      status: true,
      message: "انجام شد",
      message_parameters: [],
      message_code: "200-1",
    });
    expect(answer.body.data.method).toBe("login");
    expect(answer.body.data.token).toMatch(/^[0-9a-f]{64}$/);
    const check = await api("acl/auth/check_token", { method: "POST", token: answer.body.data.token });
    expect(check.body.data.user_name).toBe("demo");
  });

  it("accepts the username in another case", async () => {
    const account = await devAccount();
    const answer = await login(account.username.toUpperCase(), account.password);
    expect(answer.status).toBe(200);
  });

  it("answers a wrong password with Edge's 422-1 body, errors at the top and in meta", async () => {
    const account = await devAccount();
    const answer = await login(account.username, "Wrong@12345");
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(WRONG);
  });

  it("answers an unknown username with exactly the same body", async () => {
    const answer = await login(`nobody-${Date.now()}`, "Whatever@1");
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(WRONG);
  });

  it("explains missing fields in Persian in meta.errors", async () => {
    const answer = await api("acl/auth/login", { body: {} });
    expect(answer.status).toBe(422);
    expect(answer.body.meta.message_code).toBe("400-2");
    expect(answer.body.meta.errors).toEqual({
      username: ["نام کاربری را وارد کنید"],
      password: ["رمز عبور را وارد کنید"],
    });
    expect(answer.body.meta.message).toBe("نام کاربری را وارد کنید (و 1 خطای دیگر)");
  });

  it("answers a body that is not JSON, or not an object, with a 422 envelope", async () => {
    const broken = await api("acl/auth/login", { rawBody: "{username:" });
    expect(broken.status).toBe(422);
    expect(broken.body.meta).toMatchObject({
      status: false,
      message_code: "400-2",
      message: "بدنه درخواست JSON معتبر نیست",
    });
    const list = await api("acl/auth/login", { body: ["demo"] });
    expect(list.status).toBe(422);
    expect(list.body.meta.status).toBe(false);
    expect(Object.values(list.body.meta.errors).flat().join()).toMatch(/[\u0600-\u06FF]/);
  });

  it("slows a username down after five failures: 429 even with the right password", async () => {
    const account = await devAccount();
    for (let i = 0; i < 5; i++) {
      const answer = await login(account.username, `Wrong@${i}abc`);
      expect(answer.status).toBe(422);
    }
    const blocked = await login(account.username, account.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      data: null,
      meta: {
        status: false,
        message_code: "429-1",
        message: "تعداد تلاش‌های ناموفق زیاد است. چند دقیقه دیگر دوباره تلاش کنید.",
      },
    });
    // Another account is not affected.
    const other = await devAccount();
    expect((await login(other.username, other.password)).status).toBe(200);
  });

  it("counts failures for unknown usernames too", async () => {
    const username = `ghost-${Date.now()}`;
    for (let i = 0; i < 5; i++) expect((await login(username, "Wrong@123a")).status).toBe(422);
    expect((await login(username, "Wrong@123a")).status).toBe(429);
  });

  it("forgets earlier failures after a successful login", async () => {
    const account = await devAccount();
    for (let i = 0; i < 4; i++) await login(account.username, "Wrong@123a");
    expect((await login(account.username, account.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(account.username, "Wrong@123a")).status).toBe(422);
    expect((await login(account.username, account.password)).status).toBe(200);
  });
});
