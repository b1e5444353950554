import { PATTERN_MESSAGES } from "@/lib/contract/patterns";
import { SENDING_TYPE_TITLES } from "@/lib/contract/report";
import { DELIVERY_STATUSES, SEND_MESSAGES, SEND_STATES, sendResponseSchema } from "@/lib/contract/send";
import { CANCEL_SUFFIX } from "@/lib/sms/message-parts";
import { toPersianDigits } from "@/lib/validation/digits";
import { newestActivity } from "./support/activity";
import { api, call, devAccount, outboxOf, sessionToken } from "./support/client";
import { as, newOwner, signedInColleague } from "./support/colleagues";
import { approvedPattern, patternSend, SYSTEMIC_VERIFY_CODE } from "./support/pattern-sends";
import { BUSINESS, listen, newPatternCode, reviewPattern } from "./support/patterns";
import { contactsOf, createFeature, createPhonebook, phonebookCount } from "./support/phonebooks";
import { until } from "./support/until";
import {
  creditOf,
  finished,
  INSUFFICIENT_CREDIT,
  ledgerOf,
  mobiles,
  postSend,
  SHARED_LINE,
  sendInfo,
  sendWhen,
  tenths,
} from "./support/sending";

/** Persian text on the shared line: an MCI recipient pays 1,330 rials a part, and 40 each. */
const MCI_PART = 1330;
const SURCHARGE = 40;

async function owner(credit = 1_000_000) {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

/** An MCI mobile no other test sends to. */
const mciNumber = () => mobiles(4)[0]!;

const refusedAt = (answer: { status: number; body: { meta: { errors?: Record<string, string[]> } } }) => {
  expect(answer.status).toBe(422);
  return answer.body.meta.errors ?? {};
};

describe("POST send with sending_type pattern (Edge's send/pattern.md)", () => {
  it("sends Edge's documented example: the approved pattern filled in, priced and debited, delivered to the handset and reported as a pattern send", async () => {
    const { account, token } = await owner();
    // The documented example's one variable, `code`, as text.
    const code = await approvedPattern(token, "%code%", [{ name: "code", type: "string" }]);
    const number = mciNumber();
    const ledgerBefore = await ledgerOf(account.username);

    // Edge's example body as documented, on our line and pattern; its phonebook 1234 is not this account's.
    const answer = await postSend(token, {
      sending_type: "pattern",
      from_number: SHARED_LINE,
      code,
      recipients: [number],
      params: { code: "متن جایگذاری" },
      phonebook: {
        id: 1234,
        name: "سعید محمدی",
        pre: "mr",
        email: "saeed@gmail.com",
        options: { "456": "1970/01/01" },
      },
    });
    expect(answer.status).toBe(200);
    expect(sendResponseSchema.safeParse(answer.body).success).toBe(true);
    expect(answer.body).toEqual({
      data: { message_outbox_ids: [expect.any(Number)] },
      meta: { status: true, message: "انجام شد", message_parameters: [], message_code: "200-1" },
    });
    const [id] = answer.body.data.message_outbox_ids;

    const filled = `${BUSINESS}: متن جایگذاری`;
    const send = await sendWhen(id, finished);
    expect(send).toMatchObject({ state_id: SEND_STATES.sent, message: filled, parts: 1, recipient_count: 1 });
    expect(send.recipients).toEqual([
      expect.objectContaining({ msisdn: number.slice(1), status: DELIVERY_STATUSES.handset, text: null }),
    ]);
    expect(tenths(send.cost_reserved)).toBe((MCI_PART + SURCHARGE) * 10);
    const ledger = await ledgerOf(account.username);
    expect(ledger.slice(0, -1)).toEqual(ledgerBefore);
    expect(tenths(ledger.at(-1)!.amount)).toBe(-(MCI_PART + SURCHARGE) * 10);
    expect(ledger.at(-1)!.description).toBe(`هزینه ارسال پیامک، ارسال شماره ${id}`);
    // The operator delivered the filled text with the shared line's cancel suffix.
    expect((await outboxOf(number.slice(1))).map((sms) => sms.message)).toContain(filled + CANCEL_SUFFIX);

    const report = await api(`report/by_bulk?messages_outbox_id=${id}`, { token });
    expect(report.body.data).toMatchObject({ type: "pattern", message: filled, rcpts_count: 1 });
    expect(SENDING_TYPE_TITLES[report.body.data.type as "pattern"]).toBe("پیامک الگو");
    expect((await newestActivity(token, "send"))?.text).toBe(
      `ارسال پیامک الگوی «${code}» به ۱ گیرنده (شناسهٔ ${toPersianDigits(String(id))})`,
    );
  });

  it("tells the account's live sockets: the send's progress to «رسیده به گوشی» and the credit it took", async () => {
    const { token } = await owner();
    const { socket, events } = await listen(token);
    try {
      const answer = await postSend(token, patternSend(SYSTEMIC_VERIFY_CODE, mciNumber(), { code: "6060" }));
      const id = answer.body.data.message_outbox_ids[0];
      await until(
        () =>
          events.find((e) => e.event === "send.progress" && e.data.id === id && e.data.state_id === SEND_STATES.sent),
        10_000,
      );
      const progress = events.filter((e) => e.event === "send.progress" && e.data.id === id).map((e) => e.data);
      expect(progress[0]).toEqual({ id, state_id: SEND_STATES.sending, total: 1, statuses: [0, 0, 0, 0, 0] });
      expect(progress.at(-1)).toEqual({ id, state_id: SEND_STATES.sent, total: 1, statuses: [0, 0, 1, 0, 0] });
      expect(events).toContainEqual({ event: "credit.changed", data: { credit: 1_000_000 - MCI_PART - SURCHARGE } });
    } finally {
      socket.close();
    }
  });

  it("takes numbers for values, as strings", async () => {
    const { token } = await owner();
    const answer = await postSend(token, patternSend(SYSTEMIC_VERIFY_CODE, mciNumber(), { code: 482_913 }));
    expect(answer.status).toBe(200);
    expect((await sendInfo(answer.body.data.message_outbox_ids[0])).message).toBe(
      "کد تأیید شما: 482913\nاین کد را در اختیار هیچ‌کس قرار ندهید.",
    );
  });

  it("sends only approved patterns: one waiting for review or rejected is refused on code, and nothing is debited", async () => {
    const { account, token } = await owner();
    const pending = await newPatternCode(token, {
      description: "در انتظار",
      is_share: false,
      message: `${BUSINESS}: کد %code%`,
      variable: [{ name: "code", type: "integer" }],
    });
    const rejected = await newPatternCode(token, {
      description: "رد شده",
      is_share: false,
      message: `${BUSINESS}: رمز %code%`,
      variable: [{ name: "code", type: "integer" }],
    });
    expect((await reviewPattern(rejected, false, "متن مبهم است")).status).toBe(200);
    const ledgerBefore = await ledgerOf(account.username);
    for (const code of [pending, rejected]) {
      const answer = await postSend(token, patternSend(code, mciNumber(), { code: "1234" }));
      expect(refusedAt(answer)).toEqual({ code: [PATTERN_MESSAGES.notApproved] });
    }
    expect(await ledgerOf(account.username)).toEqual(ledgerBefore);
  });

  it("answers an unknown code and another account's pattern alike; the provider's systemic patterns serve every account", async () => {
    const a = await owner();
    const b = await owner();
    const aCode = await approvedPattern(a.token, "کد %code%", [{ name: "code", type: "integer" }]);
    for (const code of [aCode, "nosuchpatterncode", "x".repeat(65)]) {
      const answer = await postSend(b.token, patternSend(code, mciNumber(), { code: "1234" }));
      expect(refusedAt(answer)).toEqual({ code: [PATTERN_MESSAGES.notFound] });
    }
    expect(await ledgerOf(b.account.username)).toHaveLength(1);
    for (const { token } of [a, b]) {
      const answer = await postSend(token, patternSend(SYSTEMIC_VERIFY_CODE, mciNumber(), { code: "7391" }));
      expect(answer.status).toBe(200);
    }
  });

  it("checks each value against its variable, in Persian at params.<name>, and stores and debits nothing for a refused one", async () => {
    const { account, token } = await owner();
    const code = await approvedPattern(token, "%name% عزیز، کد شما %code%", [
      { name: "name", type: "string", len: 5 },
      { name: "code", type: "integer", len: 6 },
    ]);
    const ledgerBefore = await ledgerOf(account.username);
    const refusals: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: "علی‌رضا‌جان", code: "123" }, { "params.name": [PATTERN_MESSAGES.paramTooLong(5)] }],
      [{ name: "علی", code: "12a4" }, { "params.code": [PATTERN_MESSAGES.paramInteger] }],
      [{ name: "علی", code: "1234567" }, { "params.code": [PATTERN_MESSAGES.paramTooLong(6)] }],
      [{ name: "علی" }, { "params.code": [PATTERN_MESSAGES.paramRequired] }],
      [{ name: "  ", code: "12" }, { "params.name": [PATTERN_MESSAGES.paramRequired] }],
      [{ name: "علی", code: "12", city: "تهران" }, { "params.city": [PATTERN_MESSAGES.paramUnknown] }],
    ];
    for (const [params, errors] of refusals) {
      expect(refusedAt(await postSend(token, patternSend(code, mciNumber(), params)))).toEqual(errors);
    }
    expect(PATTERN_MESSAGES.paramTooLong(5)).toBe("این متغیر حداکثر ۵ نویسه است");
    expect(await ledgerOf(account.username)).toEqual(ledgerBefore);
    const sent = await postSend(token, patternSend(code, mciNumber(), { name: "علی", code: "123456" }));
    expect(sent.status).toBe(200);
    expect((await sendInfo(sent.body.data.message_outbox_ids[0])).message).toBe(`${BUSINESS}: علی عزیز، کد شما 123456`);
  });

  it("prices the filled text: a value that makes it two parts costs two parts, as calculate-price says", async () => {
    const { token } = await owner();
    const code = await approvedPattern(token, "%note%", [{ name: "note", type: "string", len: 100 }]);
    const costOf = async (note: string) => {
      const answer = await postSend(token, patternSend(code, mciNumber(), { note }));
      expect(answer.status).toBe(200);
      const send = await sendInfo(answer.body.data.message_outbox_ids[0]);
      const price = await api("send/calculate-price", { token, body: { number: SHARED_LINE, message: send.message } });
      return { send, price: price.body.data };
    };
    const short = await costOf("سفارش شما رسید");
    const long = await costOf(
      "سفارش شما ارسال شد و فردا صبح به دستتان می‌رسد؛ از خرید شما سپاسگزاریم و منتظر دیدارتان هستیم",
    );
    expect(short.send.parts).toBe(1);
    expect(long.send.parts).toBe(2);
    expect(long.price.parts).toBe(2);
    expect(tenths(short.send.cost_reserved)).toBe((MCI_PART + SURCHARGE) * 10);
    expect(tenths(long.send.cost_reserved)).toBe((2 * MCI_PART + SURCHARGE) * 10);
    expect(tenths(long.send.cost_reserved)).toBe(tenths(long.price.mci_price + SURCHARGE));
    // A value is put in once: a variable written inside it stays as written.
    expect((await costOf("%note% و %code%")).send.message).toBe(`${BUSINESS}: %note% و %code%`);
  });

  it("sends to one recipient only", async () => {
    const { account, token } = await owner();
    const [first, second] = mobiles(2);
    const ledgerBefore = await ledgerOf(account.username);
    const two = await postSend(token, patternSend(SYSTEMIC_VERIFY_CODE, [first!, second!], { code: "1234" }));
    expect(refusedAt(two)).toEqual({ recipients: [PATTERN_MESSAGES.oneRecipient] });
    const none = await postSend(token, patternSend(SYSTEMIC_VERIFY_CODE, [], { code: "1234" }));
    expect(refusedAt(none)).toEqual({ recipients: [SEND_MESSAGES.recipientsRequired] });
    const bad = await postSend(token, patternSend(SYSTEMIC_VERIFY_CODE, ["0912"], { code: "1234" }));
    expect(Object.keys(refusedAt(bad))).toEqual(["recipients.0"]);
    expect(await ledgerOf(account.username)).toEqual(ledgerBefore);
  });

  it("answers an Idempotency-Key met before with the first send's id, also when both arrive at once, and debits once", async () => {
    const { account, token } = await owner();
    const body = patternSend(SYSTEMIC_VERIFY_CODE, mciNumber(), { code: "5512" });
    const [a, b] = await Promise.all([postSend(token, body, "otp-5512"), postSend(token, body, "otp-5512")]);
    const again = await postSend(token, body, "otp-5512");
    expect([a.status, b.status, again.status]).toEqual([200, 200, 200]);
    expect(b.body.data.message_outbox_ids).toEqual(a.body.data.message_outbox_ids);
    expect(again.body.data.message_outbox_ids).toEqual(a.body.data.message_outbox_ids);
    expect((await ledgerOf(account.username)).filter((row) => row.amount.startsWith("-"))).toHaveLength(1);
  });

  it("takes exactly what the credit covers when many arrive at once, refusing the rest with nothing stored", async () => {
    // Three codes' worth: 3 × 1,370 rials.
    const { account, token } = await owner(3 * (MCI_PART + SURCHARGE));
    const answers = await Promise.all(
      mobiles(24)
        .filter((_, i) => i % 4 === 0)
        .map((number, i) => postSend(token, patternSend(SYSTEMIC_VERIFY_CODE, number, { code: String(1000 + i) }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.meta.message).toBe(INSUFFICIENT_CREDIT);
    }
    expect(await creditOf(token)).toBe(0);
    expect((await ledgerOf(account.username)).filter((row) => row.amount.startsWith("-"))).toHaveLength(3);
  });

  it("keeps a number on the send blacklist out: never sent, and its cost comes back", async () => {
    const { account, token } = await owner();
    const number = mciNumber();
    await call("/__dev/send-blacklist", { body: { username: account.username, mobile: number.slice(1) } });
    const answer = await postSend(token, patternSend(SYSTEMIC_VERIFY_CODE, number, { code: "2468" }));
    expect(answer.status).toBe(200);
    const send = await sendWhen(answer.body.data.message_outbox_ids[0], finished);
    expect(send.recipients[0]!.status).toBe(DELIVERY_STATUSES.blacklist);
    expect(tenths(send.refunded)).toBe(tenths(send.cost_reserved));
    expect(await outboxOf(number.slice(1))).toEqual([]);
    expect(await creditOf(token)).toBe(1_000_000);
  });

  it("keeps a number on the line's cancel11 list out, and refuses an account that has not named its business", async () => {
    const { account, token } = await owner();
    const number = mciNumber();
    await call("/__dev/cancel11", { body: { username: account.username, line: SHARED_LINE, mobile: number.slice(1) } });
    const answer = await postSend(token, patternSend(SYSTEMIC_VERIFY_CODE, number, { code: "1357" }));
    const send = await sendWhen(answer.body.data.message_outbox_ids[0], finished);
    expect(send.recipients[0]!.status).toBe(DELIVERY_STATUSES.blacklist);
    expect(await outboxOf(number.slice(1))).toEqual([]);

    const unnamed = await devAccount({ credit: 1_000_000, business_set_up: false });
    const refused = await postSend(
      await sessionToken(unnamed),
      patternSend(SYSTEMIC_VERIFY_CODE, mciNumber(), { code: "1357" }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message).toBe("پیش از ارسال پیامک، نام کسب‌وکار و حوزهٔ فعالیت خود را ثبت کنید");
    expect(await ledgerOf(unnamed.username)).toHaveLength(1);
  });

  it("saves the recipient as a contact of the account's phonebook, with Edge's phonebook object", async () => {
    const { token } = await owner();
    const phonebookId = await createPhonebook(token, "مشتریان پیامک الگو");
    const birthday = await createFeature(token, { title: "تولد", latin_title: "birthday", type: "date" });
    const number = mciNumber();
    const answer = await postSend(
      token,
      patternSend(
        SYSTEMIC_VERIFY_CODE,
        number,
        { code: "9031" },
        {
          phonebook: {
            id: phonebookId,
            name: "سعید محمدی",
            pre: "mr",
            email: "saeed@gmail.com",
            options: { [birthday]: "1370/01/01" },
          },
        },
      ),
    );
    expect(answer.status).toBe(200);
    expect(await contactsOf(token, phonebookId)).toEqual([
      expect.objectContaining({
        number,
        name: "سعید محمدی",
        pre: "mr",
        email: "saeed@gmail.com",
        options: { [birthday]: "1370/01/01" },
      }),
    ]);
    // The same number again leaves the contact as it is.
    const again = await postSend(
      token,
      patternSend(SYSTEMIC_VERIFY_CODE, number, { code: "9032" }, { phonebook: { id: phonebookId, name: "دیگری" } }),
    );
    expect(again.status).toBe(200);
    expect((await contactsOf(token, phonebookId)).map((c: { name: string }) => c.name)).toEqual(["سعید محمدی"]);
    expect(await phonebookCount(token, phonebookId)).toBe(1);
  });

  it("sends without adding the contact to another account's phonebook, and refuses a feature value that does not fit before sending", async () => {
    const a = await owner();
    const b = await owner();
    const bPhonebook = await createPhonebook(b.token, "دفترچهٔ دیگری");
    const sent = await postSend(
      a.token,
      patternSend(
        SYSTEMIC_VERIFY_CODE,
        mciNumber(),
        { code: "1357" },
        { phonebook: { id: bPhonebook, name: "نفوذی" } },
      ),
    );
    expect(sent.status).toBe(200);
    expect(await phonebookCount(b.token, bPhonebook)).toBe(0);

    const aPhonebook = await createPhonebook(a.token, "مشتریان");
    const age = await createFeature(a.token, { title: "سن", latin_title: "age", type: "int" });
    const ledgerBefore = await ledgerOf(a.account.username);
    const refused = await postSend(
      a.token,
      patternSend(
        SYSTEMIC_VERIFY_CODE,
        mciNumber(),
        { code: "1357" },
        {
          phonebook: { id: aPhonebook, options: { [age]: "سی" } },
        },
      ),
    );
    expect(refusedAt(refused)).toEqual({ [`phonebook.options.${age}`]: ["مقدار «سن» باید عدد صحیح باشد"] });
    const badEmail = await postSend(
      a.token,
      patternSend(SYSTEMIC_VERIFY_CODE, mciNumber(), { code: "1357" }, { phonebook: { id: aPhonebook, email: "نه" } }),
    );
    expect(refusedAt(badEmail)).toEqual({ "phonebook.email": ["ایمیل معتبر نیست"] });
    expect(await ledgerOf(a.account.username)).toEqual(ledgerBefore);
    expect(await phonebookCount(a.token, aPhonebook)).toBe(0);
  });

  it("is a send of its own for colleagues: «ارسال پیامک الگو» allows it, another send permission does not", async () => {
    const owner = await newOwner({ credit: 1_000_000 });
    const catalog = await as(owner.token).get("acl/partner/permission_list");
    const sending = catalog.body.data.find((group: { id: string }) => group.id === "send");
    expect(sending.permissions).toContainEqual({ id: "send.pattern", title: "ارسال پیامک الگو" });

    const quickOnly = await signedInColleague(owner, ["send.quick"]);
    const refused = await postSend(quickOnly.token, patternSend(SYSTEMIC_VERIFY_CODE, mciNumber(), { code: "1111" }));
    expect(refused.status).toBe(403);
    expect(refused.body.meta.message_code).toBe("403-8");
    const patternsOnly = await signedInColleague(owner, ["send.pattern"]);
    const sent = await postSend(patternsOnly.token, patternSend(SYSTEMIC_VERIFY_CODE, mciNumber(), { code: "2222" }));
    expect(sent.status).toBe(200);
    // The owner's log names the colleague who sent it.
    expect(await newestActivity(owner.token, "send")).toMatchObject({
      member_name: "سارا همکار",
      by_owner: false,
      text: `ارسال پیامک الگوی «${SYSTEMIC_VERIFY_CODE}» به ۱ گیرنده (شناسهٔ ${toPersianDigits(String(sent.body.data.message_outbox_ids[0]))})`,
    });
    const quick = await postSend(patternsOnly.token, {
      sending_type: "webservice",
      from_number: SHARED_LINE,
      message: "سلام",
      params: { recipients: [mciNumber()] },
    });
    expect(quick.status).toBe(403);
  });
});
