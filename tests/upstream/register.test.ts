import { api, INVALID_TOKEN_META, latestCode, login, outboxOf, randomMobile } from "./support/client";

const freshUsername = () => `new-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

describe("registration", () => {
  it("lists ten activity domains without a token", async () => {
    const answer = await api("user/activity_domain");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(10);
    expect(answer.body.data[0]).toEqual({ id: expect.any(Number), title: expect.stringMatching(/[\u0600-\u06FF]/) });
  });

  it("check_exist: available 200, taken 409, bad pattern 422, in Edge's words", async () => {
    const free = await api("user/check_exist", { body: { user_name: freshUsername() } });
    expect(free.status).toBe(200);
    expect(free.body).toEqual({
      data: null,
      meta: { status: true, message: "این نام کاربری قابل ثبت می باشد", message_parameters: [], message_code: "200-1" },
    });

    const taken = await api("user/check_exist", { body: { user_name: "DEMO" } });
    expect(taken.status).toBe(409);
    expect(taken.body.meta).toMatchObject({
      status: false,
      message: "نام کاربری وارد شده قبلا ثبت شده است",
      message_code: "400-1",
    });

    const bad = await api("user/check_exist", { body: { user_name: "نام فارسی" } });
    expect(bad.status).toBe(422);
    expect(bad.body.meta.errors.user_name).toEqual([
      "نام کاربری فقط می‌تواند حروف انگلیسی، عدد و خط تیره (-) داشته باشد",
    ]);
  });

  it("creates a pending account, texts a code, and confirm_otp activates it with credit 0", async () => {
    const user_name = freshUsername();
    const mobile = randomMobile();
    const domains = (await api("user/activity_domain")).body.data;
    const registered = await api("user/register", {
      body: {
        user_name,
        name_family: "سارا احمدی",
        mobile_number: `+${mobile}`,
        activity_domain_id: domains[2].id,
        password: "Sara@2024x",
      },
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data.method).toBe("sms");
    const temporary = registered.body.data.token;

    // The name is held and the account cannot sign in yet, with the usual answer.
    expect((await api("user/check_exist", { body: { user_name } })).status).toBe(409);
    const early = await login(user_name, "Sara@2024x");
    expect(early.status).toBe(422);
    expect(early.body.meta.message_code).toBe("422-1");

    const code = await latestCode(mobile);
    expect((await api("acl/auth/confirm_otp", { body: { token: temporary, otp: code } })).status).toBe(200);
    const done = await login(user_name, "Sara@2024x");
    expect(done.status).toBe(200);
    const token = done.body.data.token;
    const check = await api("acl/auth/check_token", { method: "POST", token });
    expect(check.body.data).toMatchObject({ user_name, name: "سارا احمدی" });
    const credit = await api("payment/credit/mine", { token });
    expect(credit.body.data.credit).toBe(0);
    const business = await api("user/business/need_check", { token });
    expect(business.body.data).toEqual({ need_setup: true, business_name: null });
  });

  it("refuses a taken username with 409 and reports every invalid field in Persian", async () => {
    const taken = await api("user/register", {
      body: {
        user_name: "demo",
        name_family: "کسی",
        mobile_number: randomMobile(),
        activity_domain_id: 1,
        password: "Good@Pass1",
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.meta.message).toBe("نام کاربری وارد شده قبلا ثبت شده است");

    const invalid = await api("user/register", {
      body: { user_name: "ab", name_family: "", mobile_number: "0811234", activity_domain_id: 0, password: "lower" },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.meta.message_code).toBe("400-2");
    expect(Object.keys(invalid.body.meta.errors).sort()).toEqual([
      "activity_domain_id",
      "mobile_number",
      "name_family",
      "password",
      "user_name",
    ]);
    expect(invalid.body.meta.errors.mobile_number).toEqual(["شماره موبایل معتبر نیست"]);

    const unknownDomain = await api("user/register", {
      body: {
        user_name: freshUsername(),
        name_family: "کسی",
        mobile_number: randomMobile(),
        activity_domain_id: 99999,
        password: "Good@Pass1",
      },
    });
    expect(unknownDomain.status).toBe(422);
    expect(unknownDomain.body.meta.errors.activity_domain_id).toEqual(["حوزه فعالیت را انتخاب کنید"]);
  });

  it("sends one activation SMS per mobile per resend wait", async () => {
    const mobile = randomMobile();
    const body = () => ({
      user_name: freshUsername(),
      name_family: "مریم کریمی",
      mobile_number: mobile,
      activity_domain_id: 1,
      password: "Maryam@123",
    });
    expect((await api("user/register", { body: body() })).status).toBe(200);
    const again = await api("user/register", { body: body() });
    expect(again.status).toBe(429);
    expect(again.body.meta.message_code).toBe("429-1");
    expect(await outboxOf(mobile)).toHaveLength(1);
  });

  it("does not let a registration token into protected routes or confirm it with a wrong code", async () => {
    const mobile = randomMobile();
    const registered = await api("user/register", {
      body: {
        user_name: freshUsername(),
        name_family: "علی رضایی",
        mobile_number: mobile,
        activity_domain_id: 1,
        password: "Ali@Pass12",
      },
    });
    const temporary = registered.body.data.token;
    expect((await api("payment/credit/mine", { token: temporary })).status).toBe(401);
    const code = await latestCode(mobile);
    const wrong = await api("acl/auth/confirm_otp", {
      body: { token: temporary, otp: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.body.meta).toMatchObject(INVALID_TOKEN_META);
  });
});
