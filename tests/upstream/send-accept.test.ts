import { sendResponseSchema, SEND_STATES } from "@/lib/contract/send";
import { call, devAccount, sessionToken } from "./support/client";
import {
  AGREEMENT_LINE,
  creditOf,
  INSUFFICIENT_CREDIT,
  ledgerOf,
  postSend,
  quickSend,
  SHARED_LINE,
  sendInfo,
  sendWhen,
  takeAgreementLine,
  tenths,
} from "./support/sending";

const MCI = "+989121000001";
const IRANCELL = "+989351000002";
const RIGHTEL = "+989201000003";
const OTHER = "+989981000004";

async function owner(credit = 1_000_000) {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

const expectRefusal = (
  answer: { status: number; body: { meta: { errors?: Record<string, string[]>; message?: string } } },
  field: string,
  message: string | RegExp,
) => {
  expect(answer.status).toBe(422);
  expect(answer.body.meta.errors?.[field]?.[0]).toMatch(message);
};

describe("POST send (webservice)", () => {
  it("accepts a quick send, answers its id and reserves the exact price in one ledger row", async () => {
    const { account, token } = await owner(100_000);
    const answer = await postSend(token, quickSend([MCI, IRANCELL, RIGHTEL, OTHER, "09121000001"]));
    expect(answer.status).toBe(200);
    expect(sendResponseSchema.safeParse(answer.body).success).toBe(true);
    const [id] = answer.body.data.message_outbox_ids;
    expect(id).toBeGreaterThanOrEqual(1_123_544_244);

    // Persian text + the line's «لغو۱۱»: one part. MCI 1330, the others 1463, and 40 per recipient;
    // the same MCI number written twice is sent once.
    const expected = 1330 + 3 * 1463 + 4 * 40;
    const send = await sendInfo(id);
    expect(send).toMatchObject({ state_id: expect.any(Number), parts: 1, recipient_count: 4 });
    expect([SEND_STATES.sending, SEND_STATES.sent]).toContain(send.state_id);
    expect(send.recipients.map((r) => [r.msisdn, r.operator])).toEqual([
      ["989121000001", "mci"],
      ["989351000002", "irancell"],
      ["989201000003", "rightel"],
      ["989981000004", "other"],
    ]);
    expect(tenths(send.cost_reserved)).toBe(expected * 10);

    const ledger = await ledgerOf(account.username);
    expect(ledger.slice(1)).toEqual([
      {
        amount: `-${expected}.0000`,
        description: `هزینه ارسال پیامک، ارسال شماره ${id}`,
        created_at: expect.any(String),
      },
    ]);
    expect(await creditOf(token)).toBe(100_000 - expected);
  });

  it("prices an English text on a line without the suffix at the English tariff", async () => {
    const { token } = await owner();
    await takeAgreementLine(token);
    const answer = await postSend(token, { ...quickSend([MCI, IRANCELL], "Hello there"), from_number: AGREEMENT_LINE });
    expect(answer.status).toBe(200);
    const send = await sendInfo(answer.body.data.message_outbox_ids[0]);
    expect(tenths(send.cost_reserved)).toBe((3325 + 3657.5 + 80) * 10);
  });

  it("refuses a line that is not the user's, or one meant for another way of sending", async () => {
    const { token } = await owner();
    expectRefusal(
      await postSend(token, { ...quickSend([MCI]), from_number: AGREEMENT_LINE }),
      "from_number",
      "این خط ارسال‌کننده در حساب شما نیست",
    );
    expectRefusal(
      await postSend(token, { ...quickSend([MCI]), from_number: "+983000505" }),
      "from_number",
      "این خط ارسال‌کننده در حساب شما نیست",
    );
    expectRefusal(
      await postSend(token, { ...quickSend([MCI]), from_number: "+98BANK" }),
      "from_number",
      "این خط برای این نوع ارسال به کار نمی‌رود",
    );
  });

  it("refuses bad numbers, more than 1000 numbers, no numbers and an empty text", async () => {
    const { token } = await owner();
    expectRefusal(
      await postSend(token, quickSend([MCI, "0941234567"])),
      "params.recipients.1",
      "شماره موبایل معتبر نیست",
    );
    const many = Array.from({ length: 1001 }, (_, i) => `+98912${String(i).padStart(7, "0")}`);
    expectRefusal(await postSend(token, quickSend(many)), "params.recipients", "حداکثر ۱٬۰۰۰ شماره");
    expectRefusal(await postSend(token, quickSend([])), "params.recipients", "دست‌کم یک گیرنده");
    expectRefusal(await postSend(token, quickSend([MCI], "   ")), "message", "متن پیام را وارد کنید");
  });

  it("refuses a text that the line's suffix makes longer than 10 parts", async () => {
    const { token } = await owner();
    // 670 Persian characters fill 10 parts of 67; the suffix needs an eleventh.
    expectRefusal(await postSend(token, quickSend([MCI], "س".repeat(670))), "message", /بیش از ۱۰ بخش/);
  });

  it("refuses a send_time in the past, and one that is not a time", async () => {
    const { token } = await owner();
    expectRefusal(
      await postSend(token, quickSend([MCI], "سلام", { send_time: "2020-01-01 10:00:00" })),
      "send_time",
      "زمان ارسال باید در آینده باشد",
    );
    expectRefusal(
      await postSend(token, quickSend([MCI], "سلام", { send_time: "1403-01-01" })),
      "send_time",
      "زمان ارسال معتبر نیست",
    );
  });

  it("refuses a send the credit cannot pay for and stores nothing of it", async () => {
    const { account, token } = await owner(1369);
    const answer = await postSend(token, quickSend([MCI]));
    expect(answer.status).toBe(422);
    expect(answer.body.meta).toMatchObject({ status: false, message: INSUFFICIENT_CREDIT });
    expect(await ledgerOf(account.username)).toHaveLength(1);
    expect(await creditOf(token)).toBe(1369);
    // Exactly enough is enough.
    await call("/__dev/credit", { body: { username: account.username, amount: 1 } });
    expect((await postSend(token, quickSend([MCI]))).status).toBe(200);
    expect(await creditOf(token)).toBe(0);
  });

  it("stores a text with a banned word as rejected by content control, with its reason, and charges nothing", async () => {
    const { account, token } = await owner(50_000);
    const answer = await postSend(token, quickSend([MCI, IRANCELL], "بزرگترین سایت قمار آنلاین"));
    expect(answer.status).toBe(200);
    const send = await sendInfo(answer.body.data.message_outbox_ids[0]);
    expect(send).toMatchObject({
      state_id: SEND_STATES.rejected,
      cost_reserved: "0.0000",
      rejection_reason: "متن پیام واژه غیرمجاز «قمار» دارد و در کنترل محتوا رد شد",
    });
    expect(await ledgerOf(account.username)).toHaveLength(1);
    expect(await creditOf(token)).toBe(50_000);
    // Nothing of it is ever sent: a later send goes out, and the rejected one still has not.
    const later = await postSend(token, quickSend([MCI]));
    await sendWhen(later.body.data.message_outbox_ids[0], (next) => next.recipients.every((r) => r.status !== null));
    expect((await sendInfo(send.id)).recipients.every((r) => r.status === null)).toBe(true);
  });

  it("refuses an account whose sending is blocked, and charges nothing", async () => {
    const account = (await call("/__dev/accounts", { body: { credit: 100_000, send_block: true } })).body.data;
    const token = await sessionToken(account);
    const answer = await postSend(token, quickSend([MCI]));
    expect(answer.status).toBe(403);
    expect(answer.body.meta.message).toBe("ارسال پیامک برای حساب شما مسدود شده است؛ با پشتیبانی تماس بگیرید");
    expect(await creditOf(token)).toBe(100_000);
  });

  it("needs a session", async () => {
    expect((await postSend("", quickSend([MCI]))).status).toBe(401);
  });
});

describe("POST send (peer_to_peer)", () => {
  it("makes one send per message, each with its own text, recipients and ledger row", async () => {
    const { account, token } = await owner();
    const answer = await postSend(token, {
      sending_type: "peer_to_peer",
      from_number: SHARED_LINE,
      params: [
        { recipients: [MCI, IRANCELL], message: "پیام اول" },
        { recipients: [RIGHTEL], message: "x".repeat(200) },
      ],
    });
    expect(answer.status).toBe(200);
    const ids: number[] = answer.body.data.message_outbox_ids;
    expect(ids).toHaveLength(2);
    const [first, second] = await Promise.all(ids.map(sendInfo));
    expect(first).toMatchObject({ message: "پیام اول", recipient_count: 2, parts: 1 });
    expect(tenths(first!.cost_reserved)).toBe((1330 + 1463 + 80) * 10);
    // 200 Latin characters and the Persian suffix: UCS-2, 206 places, 4 parts of 67 at the Persian tariff.
    expect(second).toMatchObject({ message: "x".repeat(200), recipient_count: 1, parts: 4 });
    expect(tenths(second!.cost_reserved)).toBe((4 * 1463 + 40) * 10);
    const ledger = await ledgerOf(account.username);
    expect(ledger.slice(1).map((e) => e.description)).toEqual(ids.map((id) => `هزینه ارسال پیامک، ارسال شماره ${id}`));
  });

  it("rejects only the message with a banned word", async () => {
    const { token } = await owner();
    const answer = await postSend(token, {
      sending_type: "peer_to_peer",
      from_number: SHARED_LINE,
      params: [
        { recipients: [MCI], message: "Best CASINO in town" },
        { recipients: [IRANCELL], message: "سلام" },
      ],
    });
    const [rejected, accepted] = await Promise.all(answer.body.data.message_outbox_ids.map(sendInfo));
    expect(rejected).toMatchObject({ state_id: SEND_STATES.rejected, cost_reserved: "0.0000" });
    expect(accepted!.state_id).not.toBe(SEND_STATES.rejected);
    expect(tenths(accepted!.cost_reserved)).toBe(15030);
  });

  it("refuses an item without recipients or text", async () => {
    const { token } = await owner();
    const answer = await postSend(token, {
      sending_type: "peer_to_peer",
      from_number: SHARED_LINE,
      params: [{ recipients: [], message: "" }],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.meta.errors)).toEqual(
      expect.arrayContaining(["params.0.recipients", "params.0.message"]),
    );
  });
});

describe("the sender's address a send records", () => {
  it("is the browser's address the panel vouches for with the forward secret, and the peer's when nobody vouches", async () => {
    const { token } = await owner(100_000);
    const vouched = await call("/v1/api/send", { token, body: quickSend([MCI]), from: "203.0.113.58" });
    expect(vouched.status).toBe(200);
    expect((await sendInfo(vouched.body.data.message_outbox_ids[0])).sender_ip).toBe("203.0.113.58");

    const claimed = await call("/v1/api/send", { token, body: quickSend([MCI]), from: null });
    expect(claimed.status).toBe(200);
    expect((await sendInfo(claimed.body.data.message_outbox_ids[0])).sender_ip).toBe("127.0.0.1");
  });
});
