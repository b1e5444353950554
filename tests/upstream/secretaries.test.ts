import { api } from "./support/client";
import { deliver, inboxOwner, type Incoming } from "./support/inbox";
import { e164, localMobiles } from "./support/phonebooks";
import { createSecretary, madeSecretary, SECRETARIES, secretaryInbox, secretaryOwner } from "./support/secretaries";
import { sendInfo, SHARED_LINE } from "./support/sending";

/** A fresh sender, 98 and ten digits. */
const sender = () => e164(localMobiles(1, "935")[0]!).slice(1);

/** The answer a received SMS got, as stored for the runner to deliver: its text and its one recipient. */
async function answerOf(incoming: Incoming): Promise<[string | null, string[]]> {
  const send = await sendInfo(incoming.secretary!.answer_send_id!);
  return [send.message, send.recipients.map((r) => r.msisdn)];
}

const keywordSecretary = {
  type: 1,
  keywords: [
    { keyword: "ساعت کاری", match: "contains", answer: "همه‌روزه از ۹ تا ۲۱ پاسخگوییم" },
    { keyword: "نشانی 12", match: "exact", answer: "تهران، خیابان ولیعصر" },
  ],
  other_answer: "پیامتان رسید؛ به‌زودی پاسخ می‌دهیم",
};

describe("secretaries: made on a line that receives, refused beside the field otherwise", () => {
  it("lists the owner's dedicated receiving line, and not the shared line", async () => {
    const owner = await secretaryOwner();
    const answer = await api("numbers/receiver-list", { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([{ id: expect.any(Number), number: owner.line, alias: expect.any(String) }]);
  });

  it("makes a keyword secretary and reads it back whole", async () => {
    const owner = await secretaryOwner();
    const made = await createSecretary(owner, keywordSecretary);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      type: 1,
      title: "منشی آزمایشی",
      receiver_number: owner.line,
      sender_number: owner.line,
      active: true,
      answering: true,
      expires_at: null,
      received_count: 0,
      config: { keywords: keywordSecretary.keywords, other_answer: keywordSecretary.other_answer },
    });
    const read = await api(`${SECRETARIES}/${made.body.data.id}`, { token: owner.token });
    expect(read.body.data).toEqual(made.body.data);
    const list = await api(SECRETARIES, { token: owner.token });
    expect(list.body.data.map((s: { id: number }) => s.id)).toEqual([made.body.data.id]);
  });

  it("refuses bad input beside its field and stores nothing", async () => {
    const owner = await secretaryOwner();
    const refusals: [Record<string, unknown>, string][] = [
      [{ receiver_number: SHARED_LINE }, "receiver_number"],
      [{ keywords: [{ keyword: "  ", answer: "x" }] }, "keywords.0.keyword"],
      [
        {
          keywords: [
            { keyword: "قیمت", answer: "الف" },
            { keyword: "قيمت", answer: "ب" },
          ],
        },
        "keywords.1.keyword",
      ],
      [{ expires_at: "2020-01-01 00:00:00" }, "expires_at"],
      [{ keywords: [] }, "keywords"],
    ];
    for (const [change, field] of refusals) {
      const answer = await createSecretary(owner, { ...keywordSecretary, ...change });
      expect([answer.status, Object.keys(answer.body.meta.errors ?? {})]).toEqual([422, [field]]);
    }
    const gift = await createSecretary(owner, {
      type: 4,
      keyword: "هدیه",
      answer_text: "کد شما",
      out_text: "تمام شد",
      repeated_text: "قبلا گرفته‌اید",
    });
    expect(Object.keys(gift.body.meta.errors)).toEqual(["answer_text"]);
    expect((await api(SECRETARIES, { token: owner.token })).body.data).toEqual([]);
  });

  it("answers another account's secretary as an unknown one", async () => {
    const owner = await secretaryOwner();
    const other = await secretaryOwner();
    const id = await madeSecretary(owner, keywordSecretary);
    const token = other.token;
    expect((await api(`${SECRETARIES}/${id}`, { token })).status).toBe(404);
    expect((await api(`${SECRETARIES}/${id}/state`, { token, body: { active: false } })).status).toBe(404);
    expect((await api(`${SECRETARIES}/delete-list`, { token, body: { ids: [id] } })).status).toBe(404);
    // A whole, valid body on the other account's own line: refused for the id alone.
    const onOwnLine = { ...keywordSecretary, title: "x", receiver_number: other.line, sender_number: other.line };
    expect((await api(`${SECRETARIES}/${id}`, { token, method: "PUT", body: onOwnLine })).status).toBe(404);
    expect((await api(`phonebooks/advanced-services/module-inboxes-list?secretary_id=${id}`, { token })).status).toBe(
      404,
    );
    expect((await api(`${SECRETARIES}/${id}`, { token: owner.token })).body.data.active).toBe(true);
  });
});

describe("a received SMS answered by the line's secretary, as a real send", () => {
  it("answers a keyword contained or exact, in any script, and anything else with the other answer", async () => {
    const owner = await secretaryOwner();
    const id = await madeSecretary(owner, keywordSecretary);
    const [a, b, c] = [sender(), sender(), sender()];
    const first = await deliver(a, owner.line, "سلام، ساعت‌کاری شما؟");
    expect(first.secretary).toMatchObject({ secretary_id: id, kind: "keyword", answer_state: "sent" });
    const second = await deliver(b, owner.line, "نشاني ۱۲");
    const third = await deliver(c, owner.line, "تخفیف دارید؟");
    expect(await answerOf(first)).toEqual(["همه‌روزه از ۹ تا ۲۱ پاسخگوییم", [a]]);
    expect(await answerOf(second)).toEqual(["تهران، خیابان ولیعصر", [b]]);
    expect(await answerOf(third)).toEqual(["پیامتان رسید؛ به‌زودی پاسخ می‌دهیم", [c]]);
    const inbox = await secretaryInbox(owner, id);
    expect(inbox.map((m) => [m.msisdn, m.kind, m.answer_state])).toEqual([
      [`+${c}`, "other", "sent"],
      [`+${b}`, "keyword", "sent"],
      [`+${a}`, "keyword", "sent"],
    ]);
    // In the owner's reports as a secretary's answer, from the secretary's line.
    const report = await api(`report/by_bulk?messages_outbox_id=${first.secretary!.answer_send_id}`, {
      token: owner.token,
    });
    expect(report.body.data).toMatchObject({ type: "secretary", number: owner.line, rcpts_count: 1 });
  });

  it("a contest: correct, wrong, and any later answer from the number a repeat", async () => {
    const owner = await secretaryOwner();
    const id = await madeSecretary(owner, {
      type: 2,
      correct_answers: ["تهران", "Tehran"],
      correct_text: "درست بود",
      wrong_text: "نادرست بود",
      repeated_text: "یک بار پاسخ داده‌اید",
    });
    const [a, b] = [sender(), sender()];
    expect((await deliver(a, owner.line, "TEHRAN")).secretary!.kind).toBe("correct");
    expect((await deliver(b, owner.line, "شیراز")).secretary!.kind).toBe("wrong");
    const repeated = await deliver(b, owner.line, "تهران");
    expect(repeated.secretary!.kind).toBe("repeated");
    expect(await answerOf(repeated)).toEqual(["یک بار پاسخ داده‌اید", [b]]);
    expect((await secretaryInbox(owner, id, "correct")).map((m) => m.msisdn)).toEqual([`+${a}`]);
  });

  it("a poll counts one vote per number, and answers a text that is no option", async () => {
    const owner = await secretaryOwner();
    const id = await madeSecretary(owner, {
      type: 5,
      options: [{ title: "خوب" }, { title: "بد" }],
      answer_text: "رأی شما ثبت شد",
      repeated_text: "پیش‌تر رأی داده‌اید",
      wrong_text: "شمارهٔ یکی از گزینه‌ها را بفرستید",
    });
    const a = sender();
    expect((await deliver(a, owner.line, "سه")).secretary!.kind).toBe("other");
    expect((await deliver(a, owner.line, "۲")).secretary).toMatchObject({ kind: "vote" });
    expect((await deliver(a, owner.line, "1")).secretary!.kind).toBe("repeated");
    const votes = await secretaryInbox(owner, id, "vote");
    expect(votes.map((m) => m.number)).toEqual([2]);
  });

  it("a visit counts each number's visits, and a criticism is kept and acknowledged", async () => {
    const owner = await secretaryOwner();
    const visits = await madeSecretary(owner, { type: 6, keyword: "حضور", answer_text: "بازدید %count% شما ثبت شد" });
    const a = sender();
    await deliver(a, owner.line, "حضور");
    expect(await answerOf(await deliver(a, owner.line, "حضور"))).toEqual(["بازدید ۲ شما ثبت شد", [a]]);
    expect((await secretaryInbox(owner, visits)).map((m) => m.number)).toEqual([2, 1]);

    // The keyword is taken first; anything else goes to the secretary that takes everything.
    const criticism = await madeSecretary(owner, { type: 3, answer_text: "از نظر شما سپاسگزاریم" });
    expect((await deliver(a, owner.line, "صف طولانی بود")).secretary).toMatchObject({
      secretary_id: criticism,
      kind: "criticism",
    });
    expect((await deliver(a, owner.line, "حضور")).secretary).toMatchObject({ secretary_id: visits, kind: "visit" });
  });

  it("a gift hands each number its own code until they run out", async () => {
    const owner = await secretaryOwner();
    const id = await madeSecretary(owner, {
      type: 4,
      keyword: "هدیه",
      answer_text: "کد هدیهٔ شما: %code%",
      out_text: "کدهای هدیه تمام شد",
      repeated_text: "کد خود را پیش‌تر گرفته‌اید",
    });
    const codes = await api(`${SECRETARIES}/${id}/gift-codes`, {
      token: owner.token,
      body: { codes: ["G-1", "G-2", "G-1"] },
    });
    expect(codes.body.data).toEqual({ added: 2, total: 2, free: 2 });
    const [a, b, c] = [sender(), sender(), sender()];
    expect(await answerOf(await deliver(a, owner.line, "هدیه"))).toEqual(["کد هدیهٔ شما: G-1", [a]]);
    expect(await answerOf(await deliver(b, owner.line, "هديه"))).toEqual(["کد هدیهٔ شما: G-2", [b]]);
    const again = await deliver(a, owner.line, "هدیه");
    expect(again.secretary!.kind).toBe("repeated");
    expect(await answerOf(again)).toEqual(["کد خود را پیش‌تر گرفته‌اید", [a]]);
    const out = await deliver(c, owner.line, "هدیه");
    expect(out.secretary!.kind).toBe("gift_out");
    expect(await answerOf(out)).toEqual(["کدهای هدیه تمام شد", [c]]);
  });

  it("stops answering once disabled, past its end or deleted; «۱۱» keeps its cancel11 meaning", async () => {
    const owner = await secretaryOwner();
    const id = await madeSecretary(owner, { type: 3, answer_text: "رسید" });
    const a = sender();
    expect((await deliver(a, owner.line, "۱۱")).secretary).toBeNull();
    const disabled = await api(`${SECRETARIES}/${id}/state`, { token: owner.token, body: { active: false } });
    expect(disabled.body.data).toMatchObject({ active: false, answering: false });
    expect((await deliver(a, owner.line, "سلام")).secretary).toBeNull();

    const soon = new Date(Date.now() + 1500).toISOString().slice(0, 19).replace("T", " ");
    const ending = await madeSecretary(owner, { type: 3, answer_text: "رسید", expires_at: soon });
    expect((await deliver(a, owner.line, "سلام")).secretary).toMatchObject({ secretary_id: ending });
    await new Promise((r) => setTimeout(r, 1600));
    expect((await deliver(a, owner.line, "سلام")).secretary).toBeNull();

    const deleted = await api(`${SECRETARIES}/delete-list`, { token: owner.token, body: { ids: [id, ending] } });
    expect(deleted.status).toBe(200);
    expect((await api(SECRETARIES, { token: owner.token })).body.data).toEqual([]);
  });

  it("sends no answer when the credit is short, and says so in the secretary's inbox", async () => {
    const owner = await inboxOwner(0);
    const id = await madeSecretary(owner, { type: 3, answer_text: "رسید" });
    const a = sender();
    expect((await deliver(a, owner.line, "سلام")).secretary).toMatchObject({
      answer_state: "no_credit",
      answer_send_id: null,
    });
    expect((await secretaryInbox(owner, id))[0]).toMatchObject({ kind: "criticism", answer_state: "no_credit" });
  });
});

describe("results and a contest's draw", () => {
  it("counts a poll's votes by option", async () => {
    const owner = await secretaryOwner();
    const id = await madeSecretary(owner, {
      type: 5,
      options: [{ title: "عالی" }, { title: "متوسط" }, { title: "ضعیف" }],
      answer_text: "سپاس",
      repeated_text: "پیش‌تر رأی داده‌اید",
    });
    for (const vote of ["1", "۱", "3"]) await deliver(sender(), owner.line, vote);
    const results = await api(`${SECRETARIES}/${id}/results`, { token: owner.token });
    expect(results.body.data).toEqual({
      kinds: { vote: 3 },
      options: [
        { number: 1, title: "عالی", votes: 2 },
        { number: 2, title: "متوسط", votes: 0 },
        { number: 3, title: "ضعیف", votes: 1 },
      ],
    });
  });

  it("draws winners among the correct answers only, the same again with the same seed", async () => {
    const owner = await secretaryOwner();
    const id = await madeSecretary(owner, {
      type: 2,
      correct_answers: ["۴"],
      correct_text: "درست",
      wrong_text: "نادرست",
      repeated_text: "تکراری",
    });
    const right = Array.from({ length: 6 }, sender);
    for (const msisdn of right) await deliver(msisdn, owner.line, "4");
    const wrong = sender();
    await deliver(wrong, owner.line, "5");
    const drawn = await api(`${SECRETARIES}/${id}/draw`, { token: owner.token, body: { count: 3, seed: "yalda" } });
    expect(drawn.body.data).toMatchObject({ seed: "yalda", count: 3, pool: 6 });
    const winners: string[] = drawn.body.data.winners;
    expect(new Set(winners).size).toBe(3);
    for (const winner of winners) expect(right.map((m) => `+${m}`)).toContain(winner);
    const again = await api(`${SECRETARIES}/${id}/draw`, { token: owner.token, body: { count: 3, seed: "yalda" } });
    expect(again.body.data.winners).toEqual(winners);
    const made = await api(`${SECRETARIES}/${id}/draw`, { token: owner.token, body: { count: 1 } });
    expect(made.body.data.seed).toMatch(/^[0-9a-f]{16}$/);
    const tooMany = await api(`${SECRETARIES}/${id}/draw`, { token: owner.token, body: { count: 7 } });
    expect([tooMany.status, Object.keys(tooMany.body.meta.errors)]).toEqual([422, ["count"]]);
    const draws = await api(`${SECRETARIES}/${id}/draws`, { token: owner.token });
    expect(draws.body.data.map((d: { count: number }) => d.count)).toEqual([1, 3, 3]);
    const other = await secretaryOwner();
    expect((await api(`${SECRETARIES}/${id}/draws`, { token: other.token })).status).toBe(404);
  });
});

describe("what a hostile client sends to the secretaries", () => {
  it("another account's secretary id, a broken or oversized body, and too many codes", async () => {
    const owner = await secretaryOwner();
    const gift = await madeSecretary(owner, {
      type: 4,
      keyword: "هدیه",
      answer_text: "کد: %code%",
      out_text: "تمام شد",
      repeated_text: "گرفته‌اید",
    });
    const other = await secretaryOwner();
    const token = other.token;
    expect((await api(`${SECRETARIES}/${gift}/gift-codes`, { token, body: { codes: ["X-1"] } })).status).toBe(404);
    expect((await api(`${SECRETARIES}/${gift}/results`, { token })).status).toBe(404);
    expect((await api(`${SECRETARIES}/${gift}/draw`, { token, body: { count: 1 } })).status).toBe(404);
    expect((await api(`${SECRETARIES}/abc`, { token: owner.token })).status).toBe(422);

    expect((await api(SECRETARIES, { token: owner.token, rawBody: '{"type": 1,' })).status).toBe(422);
    const huge = await api(SECRETARIES, {
      token: owner.token,
      rawBody: JSON.stringify({ title: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    const tooMany = Array.from({ length: 10_001 }, (_, i) => `C-${i}`);
    const refused = await api(`${SECRETARIES}/${gift}/gift-codes`, { token: owner.token, body: { codes: tooMany } });
    expect([refused.status, Object.keys(refused.body.meta.errors)]).toEqual([422, ["codes"]]);
    expect((await api(`${SECRETARIES}/${gift}/results`, { token: owner.token })).body.data.kinds).toEqual({});
  });
});
