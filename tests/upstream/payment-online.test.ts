import { PAYMENT_MESSAGES } from "@/lib/contract/payment";
import { answerOf, api, baseUrl, call, devAccount, sessionToken, type DevAccount } from "./support/client";

/** The test gateway's cards (listed on its page). */
const PAYING_CARD = "6219861111111117";
const DECLINED_CARD = "6104332222222225";
const CALLBACK = "https://panel.example/wallet/payment-result?from=gateway";

interface Owner {
  account: DevAccount;
  token: string;
}

async function owner(credit = 0): Promise<Owner> {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

const creditOf = async (o: Owner) => (await api("payment/credit/mine", { token: o.token })).body.data.credit as number;

async function generate(o: Owner, amount: number | string, callbackUrl = CALLBACK, description?: string) {
  const query = new URLSearchParams({ amount: String(amount), callbackUrl });
  if (description !== undefined) query.set("description", description);
  return api(`payment/generate-url?${query}`, { token: o.token });
}

/** A form post to the gateway, as the browser sends it; redirects are not followed. */
async function gatewayPost(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return answerOf(response);
}

const card = (pan: string) => ({ pan, cvv2: "123", month: "07", year: "08", pin: "123456" });

async function paymentsOf(o: Owner) {
  const answer = await call(`/__dev/payments?username=${o.account.username}`);
  expect(answer.status).toBe(200);
  return answer.body.data as {
    id: number;
    state: string;
    ledger: { amount: string; bucket: string; state: string; method: string; expires_at: string | null }[];
  }[];
}

describe("online payment: the request", () => {
  it("answers the gateway's address, the amount, its 10% tax and the total, with a pending ledger row", async () => {
    const o = await owner();
    const answer = await generate(o, 2_000_000, CALLBACK, "شارژ ماه");
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ amount: 2_000_000, tax: 200_000, total: 2_200_000 });
    expect(data.url).toMatch(new RegExp(`^${baseUrl()}/gateway/[A-Za-z0-9_-]{32}$`));

    const payment = await api(`payment/${data.payment_id}`, { token: o.token });
    expect(payment.body.data).toMatchObject({
      id: data.payment_id,
      method: "online",
      state: "pending",
      amount: 2_000_000,
      tax: 200_000,
      total: 2_200_000,
      credit_amount: 2_000_000,
      gift_amount: 0,
      description: "شارژ ماه",
      settled_at: null,
    });
    const [stored] = await paymentsOf(o);
    expect(stored!.ledger).toEqual([
      expect.objectContaining({ amount: "2000000.0000", bucket: "credit", state: "pending", method: "online" }),
    ]);
    expect(await creditOf(o)).toBe(0);
  });

  it("refuses an amount below the minimum, a fraction, a negative, one beyond the maximum and a non-http callback", async () => {
    const o = await owner();
    const cases: [number | string, string, string, string][] = [
      [999_999, CALLBACK, "amount", PAYMENT_MESSAGES.belowOnlineMinimum],
      ["1500000.5", CALLBACK, "amount", PAYMENT_MESSAGES.amountInvalid],
      ["-2000000", CALLBACK, "amount", PAYMENT_MESSAGES.amountInvalid],
      [20_000_000_000, CALLBACK, "amount", PAYMENT_MESSAGES.amountTooLarge],
      [2_000_000, "javascript:alert(1)", "callbackUrl", PAYMENT_MESSAGES.callbackInvalid],
      [2_000_000, "ftp://panel.example/x", "callbackUrl", PAYMENT_MESSAGES.callbackInvalid],
    ];
    for (const [amount, callback, field, message] of cases) {
      const answer = await generate(o, amount, callback);
      expect(answer.status).toBe(422);
      expect(answer.body.meta.errors[field]).toEqual([message]);
    }
    expect(await paymentsOf(o)).toEqual([]);
  });

  it("needs a session", async () => {
    const answer = await api(`payment/generate-url?amount=2000000&callbackUrl=${encodeURIComponent(CALLBACK)}`);
    expect(answer.status).toBe(401);
  });
});

describe("the test gateway", () => {
  it("shows a Persian test page with the amount payable and the test cards, under a strict CSP", async () => {
    const o = await owner();
    const { url } = (await generate(o, 1_000_000)).body.data;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="fa" dir="rtl">');
    expect(page).toContain("درگاه پرداخت آزمایشی");
    expect(page).toContain("۱٬۱۰۰٬۰۰۰ ریال");
    expect(page).toContain("6219 8611 1111 1117");
    expect(page).toContain("6104 3322 2222 2225");
    expect(page).not.toMatch(/<script|https?:\/\/(?!panel\.example)/);
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'nonce-[^']+'/);
    expect(csp).toContain("form-action 'self' https://panel.example");
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(page).toContain(`<style nonce="${nonce}">`);
  });

  it("shows the payer's description as text, never as markup", async () => {
    const o = await owner();
    const { url } = (await generate(o, 1_000_000, CALLBACK, '<img src=x onerror="alert(1)">')).body.data;
    const page = await (await fetch(url)).text();
    expect(page).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(page).not.toContain("<img");
  });

  it("pays with the paying card: credit rises by the amount, not the tax; the tax has its own row; back to the panel", async () => {
    const o = await owner(500_000);
    const { url, payment_id } = (await generate(o, 3_000_000)).body.data;
    const paid = await gatewayPost(`${url}/pay`, card("6219-8611-1111-1117"));
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(back.origin + back.pathname).toBe("https://panel.example/wallet/payment-result");
    expect(back.searchParams.get("from")).toBe("gateway");
    expect(back.searchParams.get("payment_id")).toBe(String(payment_id));

    expect(await creditOf(o)).toBe(3_500_000);
    const payment = (await api(`payment/${payment_id}`, { token: o.token })).body.data;
    expect(payment).toMatchObject({ state: "success", source: "621986******1117" });
    expect(payment.reference_code).toMatch(/^\d{12}$/);
    expect(payment.settled_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [stored] = await paymentsOf(o);
    expect(stored!.ledger).toEqual([
      expect.objectContaining({ amount: "3000000.0000", bucket: "credit", state: "success", method: "online" }),
      expect.objectContaining({ amount: "300000.0000", bucket: "tax", state: "success", method: "online" }),
    ]);

    const invoice = await api(`payment/${payment_id}/invoice`, { token: o.token });
    expect(invoice.status).toBe(200);
    expect(invoice.body.data).toMatchObject({
      number: payment_id,
      method: "online",
      lines: [{ title: "شارژ کیف پول", amount: 3_000_000 }],
      amount: 3_000_000,
      tax: 300_000,
      total: 3_300_000,
      reference_code: payment.reference_code,
      buyer: { name: "کاربر آزمایشی", phone: `+${o.account.mobile}`, national_id: null },
    });
    expect(invoice.body.data.seller.economic_code).toMatch(/^\d+$/);
  });

  it("credits a replayed or doubled payment once", async () => {
    const o = await owner();
    const { url } = (await generate(o, 1_000_000)).body.data;
    const both = await Promise.all([
      gatewayPost(`${url}/pay`, card(PAYING_CARD)),
      gatewayPost(`${url}/pay`, card(PAYING_CARD)),
    ]);
    expect(both.map((a) => a.status)).toEqual([303, 303]);
    const again = await gatewayPost(`${url}/pay`, card(PAYING_CARD));
    expect(again.status).toBe(303);
    const cancelAfter = await gatewayPost(`${url}/cancel`, {});
    expect(cancelAfter.status).toBe(303);
    expect(await creditOf(o)).toBe(1_000_000);
    const [stored] = await paymentsOf(o);
    expect(stored!.state).toBe("success");
    expect(stored!.ledger.filter((l) => l.bucket === "credit")).toHaveLength(1);
    expect(stored!.ledger.filter((l) => l.bucket === "tax")).toHaveLength(1);
  });

  it("credits nothing on cancel or a declined card, and the invoice is not there", async () => {
    const o = await owner();
    const cancelled = (await generate(o, 1_000_000)).body.data;
    const declined = (await generate(o, 2_000_000)).body.data;
    const cancel = await gatewayPost(`${cancelled.url}/cancel`, {});
    expect(cancel.status).toBe(303);
    expect(new URL(cancel.headers.get("location")!).searchParams.get("payment_id")).toBe(String(cancelled.payment_id));
    const refuse = await gatewayPost(`${declined.url}/pay`, card(DECLINED_CARD));
    expect(refuse.status).toBe(303);
    // A paying card afterwards changes nothing: the payment is over.
    expect((await gatewayPost(`${declined.url}/pay`, card(PAYING_CARD))).status).toBe(303);

    expect(await creditOf(o)).toBe(0);
    for (const { payment_id } of [cancelled, declined]) {
      const payment = (await api(`payment/${payment_id}`, { token: o.token })).body.data;
      expect(payment.state).toBe("failed");
      expect((await api(`payment/${payment_id}/invoice`, { token: o.token })).status).toBe(404);
    }
    expect((await api(`payment/${declined.payment_id}`, { token: o.token })).body.data.reject_reason).toBe(
      "موجودی کارت کافی نیست",
    );
    for (const stored of await paymentsOf(o)) {
      expect(stored.ledger).toEqual([expect.objectContaining({ bucket: "credit", state: "failed" })]);
    }
  });

  it("shows field errors in Persian and keeps the payment pending", async () => {
    const o = await owner();
    const { url, payment_id } = (await generate(o, 1_000_000)).body.data;
    const answer = await gatewayPost(`${url}/pay`, {
      pan: "6219861111111118",
      cvv2: "1",
      month: "13",
      year: "x",
      pin: "",
    });
    expect(answer.status).toBe(422);
    const page = answer.body as string;
    expect(page).toContain(PAYMENT_MESSAGES.wrongCard);
    expect(page).toContain("CVV2 باید ۳ یا ۴ رقم باشد");
    expect(page).toContain("ماه انقضا باید عددی از ۱ تا ۱۲ باشد");
    expect(page).toContain("رمز پویا را وارد کنید");
    expect(page).toContain('value="6219861111111118"');
    expect((await api(`payment/${payment_id}`, { token: o.token })).body.data.state).toBe("pending");
    expect(await creditOf(o)).toBe(0);
  });

  it("answers an unknown or forged authority with a Persian 404 page and credits nothing", async () => {
    const o = await owner();
    const { url } = (await generate(o, 1_000_000)).body.data;
    const forged = `${url.slice(0, -1)}${url.endsWith("A") ? "B" : "A"}`;
    for (const target of [forged, `${baseUrl()}/gateway/not-an-authority`, `${baseUrl()}/gateway/%3Cscript%3E`]) {
      const page = await fetch(target);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("پرداخت پیدا نشد");
      expect((await gatewayPost(`${target}/pay`, card(PAYING_CARD))).status).toBe(404);
    }
    expect(await creditOf(o)).toBe(0);
    expect((await paymentsOf(o))[0]!.state).toBe("pending");
  });
});

describe("a payment left at the gateway", () => {
  it("fails once 15 minutes pass: the gateway no longer takes it and nothing is credited", async () => {
    const o = await owner();
    const fresh = (await generate(o, 1_000_000)).body.data;
    const stale = (await generate(o, 1_000_000)).body.data;
    const aged = await call("/__dev/payments/age", { body: { payment_id: stale.payment_id, minutes: 16 } });
    expect(aged.status).toBe(200);
    const young = await call("/__dev/payments/age", { body: { payment_id: fresh.payment_id, minutes: 14 } });
    expect(young.status).toBe(200);

    expect((await api(`payment/${fresh.payment_id}`, { token: o.token })).body.data.state).toBe("pending");
    const page = await fetch(stale.url);
    const text = await page.text();
    expect(text).toContain("این پرداخت بسته شده است");
    expect(text).toContain("مهلت پرداخت در درگاه به پایان رسید");
    expect(text).not.toContain('name="pan"');
    expect((await gatewayPost(`${stale.url}/pay`, card(PAYING_CARD))).status).toBe(303);
    const payment = (await api(`payment/${stale.payment_id}`, { token: o.token })).body.data;
    expect(payment).toMatchObject({ state: "failed", reject_reason: "مهلت پرداخت در درگاه به پایان رسید" });
    expect(await creditOf(o)).toBe(0);
  });
});

describe("gift credit", () => {
  it("buys a gift package: its credit, and its gift credit expiring after its days", async () => {
    const o = await owner();
    const packages = (await api("payment/charge-packages/dynamics", { token: o.token })).body.data;
    expect(packages.length).toBe(3);
    const pack = packages[0];
    const answer = await api("payment/charge-packages/select", {
      token: o.token,
      body: { package_id: pack.id, callbackUrl: CALLBACK },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      amount: pack.price,
      tax: pack.price / 10,
      total: pack.price * 1.1,
    });
    const paid = await gatewayPost(`${answer.body.data.url}/pay`, card(PAYING_CARD));
    expect(paid.status).toBe(303);
    expect(await creditOf(o)).toBe(pack.credit);
    const [stored] = await paymentsOf(o);
    const gift = stored!.ledger.find((l) => l.bucket === "gift")!;
    expect(gift).toMatchObject({ state: "success", method: "gift_package", amount: `${pack.gift}.0000` });
    const days = (new Date(gift.expires_at!).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(pack.gift_days);
    const invoice = (await api(`payment/${answer.body.data.payment_id}/invoice`, { token: o.token })).body.data;
    expect(invoice.lines).toEqual([{ title: pack.title, amount: pack.price }]);

    const unknown = await api("payment/charge-packages/select", {
      token: o.token,
      body: { package_id: 999_999, callbackUrl: CALLBACK },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.meta.errors.package_id).toEqual([PAYMENT_MESSAGES.packageNotFound]);
  });

  it("adds today's promotion to an online top-up of at least its minimum", async () => {
    const o = await owner();
    const promotion = (await api("payment/promotion/today-charge", { token: o.token })).body.data;
    expect(promotion).toMatchObject({ gift_percent: expect.any(Number), min_amount: expect.any(Number) });
    const amount = promotion.min_amount;
    const { url, payment_id } = (await generate(o, amount)).body.data;
    const payment = (await api(`payment/${payment_id}`, { token: o.token })).body.data;
    expect(payment.gift_amount).toBe(Math.floor((amount * promotion.gift_percent) / 100));
    expect(payment.gift_days).toBe(30);
    await gatewayPost(`${url}/pay`, card(PAYING_CARD));
    expect(await creditOf(o)).toBe(amount);
    const [stored] = await paymentsOf(o);
    expect(stored!.ledger.find((l) => l.bucket === "gift")).toMatchObject({ method: "online", state: "success" });

    const below = (await generate(o, amount - 1)).body.data;
    expect((await api(`payment/${below.payment_id}`, { token: o.token })).body.data.gift_amount).toBe(0);
  });
});

describe("another account's payment", () => {
  it("answers 404 for its payment and invoice, and for ids that are not ids", async () => {
    const mine = await owner();
    const other = await owner();
    const { url, payment_id } = (await generate(other, 1_000_000)).body.data;
    await gatewayPost(`${url}/pay`, card(PAYING_CARD));
    for (const path of [`payment/${payment_id}`, `payment/${payment_id}/invoice`, "payment/0", "payment/99999999999"]) {
      const answer = await api(path, { token: mine.token });
      expect(answer.status).toBe(404);
      expect(answer.body.meta.message).toBe(PAYMENT_MESSAGES.paymentNotFound);
    }
    expect((await api(`payment/${payment_id}`, { token: other.token })).status).toBe(200);
  });
});
