import { CODE_READER_MESSAGES } from "@/lib/contract/code-readers";
import { xlsxStream } from "@/upstream/sheets/xlsx-stream";
import { api } from "./support/client";
import { madeReader, READERS, readerFields, readerInbox, sendReaderForm, textFile } from "./support/code-readers";
import { deliver, type Incoming } from "./support/inbox";
import { e164, localMobiles } from "./support/phonebooks";
import { madeSecretary, secretaryInbox, secretaryOwner } from "./support/secretaries";
import { sendInfo, SHARED_LINE } from "./support/sending";

// Each file is read in a child process of its own: on a busy machine an upload takes seconds.
jest.setTimeout(60_000);

/** A fresh sender, 98 and ten digits. */
const sender = () => e164(localMobiles(1, "935")[0]!).slice(1);

/** The answer a received SMS got, as stored for the runner to deliver: its text and its one recipient. */
async function answerOf(incoming: Incoming): Promise<[string | null, string[]]> {
  const send = await sendInfo(incoming.secretary!.answer_send_id!);
  return [send.message, send.recipients.map((r) => r.msisdn)];
}

/** Codes with a product and a serial each; a blank code, a repeat and a code too long among them. */
const productCodes = textFile(
  "codes.csv",
  [
    "code,product,serial",
    "AB-123,کاپشن,1405001",
    "zx-9,کفش,1405002",
    "کد۷,کلاه,1405003",
    ",شال,1405004",
    "ab-123,تکراری,1405005",
    `${"X".repeat(65)},بلند,1405006`,
    "",
  ].join("\n"),
);

describe("code readers: made with a codes file, refused beside the field otherwise", () => {
  it("reads a csv with variables, reports its rows, and names the variables", async () => {
    const owner = await secretaryOwner();
    const made = await sendReaderForm(owner, readerFields(owner), productCodes);
    expect(made.status).toBe(200);
    expect(made.body.data.import).toEqual({
      records: 6,
      valid: 3,
      empty: 1,
      duplicate: 1,
      invalid: 1,
      added: 3,
      removed: 0,
    });
    const id = made.body.data.reader.id;
    expect(made.body.data.reader).toMatchObject({
      title: "کدخوان آزمایشی",
      receiver_number: owner.line,
      sender_number: owner.line,
      active: true,
      answering: true,
      variables: ["product", "serial"],
      codes_total: 3,
      codes_used: 0,
      received_count: 0,
    });
    const variables = await api(`${READERS}/get-variables?id=${id}`, { token: owner.token });
    expect(variables.body.data).toEqual({
      variables: ["product", "serial"],
      placeholders: {
        correct_answer: ["%product%", "%serial%", "%code%"],
        repeated_answer: ["%product%", "%serial%", "%code%", "%used_at%"],
        wrong_answer: ["%code%"],
      },
    });
    const list = await api(READERS, { token: owner.token });
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await api(`${READERS}/${id}`, { token: owner.token })).body.data).toEqual(made.body.data.reader);
  });

  it("refuses an empty, a lying, an unknown or an oversized file, and a bad field, in Persian, storing nothing", async () => {
    const owner = await secretaryOwner();
    const fields = readerFields(owner);
    const zipBytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const refusals: [Record<string, string>, ReturnType<typeof textFile> | null, string, string][] = [
      [fields, textFile("codes.csv", ""), "file", CODE_READER_MESSAGES.fileEmpty],
      [fields, textFile("codes.xlsx", "code\nA1\n"), "file", CODE_READER_MESSAGES.fileMismatch],
      [fields, { name: "codes.csv", bytes: zipBytes }, "file", CODE_READER_MESSAGES.fileMismatch],
      [fields, textFile("codes.pdf", "A1"), "file", CODE_READER_MESSAGES.fileWrongFormat],
      [fields, null, "file", CODE_READER_MESSAGES.fileRequired],
      [{ ...fields, title: " " }, productCodes, "title", CODE_READER_MESSAGES.titleRequired],
      [
        { ...fields, receiver_number: SHARED_LINE },
        productCodes,
        "receiver_number",
        CODE_READER_MESSAGES.receiverCannotReceive,
      ],
      [{ ...fields, expires_at: "2020-01-01 00:00:00" }, productCodes, "expires_at", CODE_READER_MESSAGES.expiryPast],
      [{ ...fields, active: "maybe" }, productCodes, "active", CODE_READER_MESSAGES.activeInvalid],
      [
        { ...fields, correct_answer: "کالای %color% اصل است" },
        productCodes,
        "correct_answer",
        CODE_READER_MESSAGES.unknownPlaceholder("%color%"),
      ],
      [
        fields,
        textFile("codes.csv", "code,نام کالا,code\nA1,x,y\n"),
        "file",
        CODE_READER_MESSAGES.variableNameInvalid(3),
      ],
    ];
    for (const [body, file, field, message] of refusals) {
      const answer = await sendReaderForm(owner, body, file);
      expect([answer.status, answer.body.meta.errors]).toEqual([422, { [field]: [message] }]);
    }
    expect((await api(READERS, { token: owner.token })).body.data).toEqual([]);
  });

  it("refuses a file of more than 1,000,000 codes", async () => {
    const owner = await secretaryOwner();
    const tooMany = textFile("many.txt", Array.from({ length: 1_000_001 }, (_, i) => `C${i}`).join("\n"));
    const answer = await sendReaderForm(owner, readerFields(owner), tooMany);
    expect([answer.status, answer.body.meta.errors]).toEqual([422, { file: [CODE_READER_MESSAGES.fileTooManyCodes] }]);
  });

  it("answers another account's reader as an unknown one", async () => {
    const owner = await secretaryOwner();
    const other = await secretaryOwner();
    const id = await madeReader(owner, productCodes);
    const token = other.token;
    for (const path of [`${id}`, `${id}/export-codes`, `${id}/inbox`, `get-variables?id=${id}`])
      expect((await api(`${READERS}/${path}`, { token })).body.meta).toMatchObject({
        message: CODE_READER_MESSAGES.readerNotFound,
      });
    expect((await api(`${READERS}/${id}/state`, { token, body: { active: false } })).status).toBe(404);
    expect((await api(`${READERS}/delete-list`, { token, body: { ids: [id] } })).status).toBe(404);
    // A whole, valid form on the other account's own line: refused for the id alone.
    expect((await sendReaderForm(other, readerFields(other), null, id)).status).toBe(404);
    expect((await api(`${READERS}/999999999`, { token })).status).toBe(404);
    expect((await api(`${READERS}/${id}`, { token: owner.token })).body.data.active).toBe(true);
  });
});

describe("an SMS to a reader's line answered as a real send", () => {
  it("answers a correct code with its variables, a repeat with its first use, and a wrong code", async () => {
    const owner = await secretaryOwner();
    const id = await madeReader(owner, productCodes);
    const [a, b, c] = [sender(), sender(), sender()];
    // Persian digits, Arabic kāf, another case and spaces: the same codes.
    const first = await deliver(a, owner.line, " ab-۱۲۳ ");
    expect(first.secretary).toMatchObject({
      module: "code_reader",
      secretary_id: id,
      kind: "correct",
      answer_state: "sent",
    });
    expect(await answerOf(first)).toEqual(["کالای کاپشن با سریال 1405001 اصل است", [a]]);
    const arabic = await deliver(c, owner.line, "ك د 7");
    expect(await answerOf(arabic)).toEqual(["کالای کلاه با سریال 1405003 اصل است", [c]]);

    const repeated = await deliver(b, owner.line, "AB-123");
    expect(repeated.secretary!.kind).toBe("repeated");
    const [text] = await answerOf(repeated);
    expect(text).toMatch(
      /^کد AB-123 پیش‌تر در [۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}:[۰-۹]{2} به کار رفته است$/,
    );

    const wrong = await deliver(b, owner.line, "QQ-1");
    expect(wrong.secretary!.kind).toBe("wrong");
    expect(await answerOf(wrong)).toEqual(["کد QQ-1 در فهرست ما نیست", [b]]);

    const inbox = await readerInbox(owner, id);
    expect(inbox.map((m) => [m.msisdn, m.kind, m.code, m.answer_state])).toEqual([
      [`+${b}`, "wrong", null, "sent"],
      [`+${b}`, "repeated", "AB-123", "sent"],
      [`+${c}`, "correct", "کد۷", "sent"],
      [`+${a}`, "correct", "AB-123", "sent"],
    ]);
    expect((await readerInbox(owner, id, "correct")).length).toBe(2);
    const read = (await api(`${READERS}/${id}`, { token: owner.token })).body.data;
    expect([read.codes_used, read.received_count]).toEqual([2, 4]);

    // The export: each code with its variables and use, the first use in Jalali.
    const file = await api(`${READERS}/${id}/export-codes`, { token: owner.token });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    const lines = String(file.body)
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("کد,product,serial,وضعیت,نخستین استفاده از شماره,زمان نخستین استفاده,شمار استفاده");
    expect(lines[1]).toMatch(
      new RegExp(`^AB-123,کاپشن,1405001,استفاده‌شده,${a},14\\d\\d/\\d\\d/\\d\\d \\d\\d:\\d\\d:\\d\\d,2$`),
    );
    expect(lines[2]).toBe("zx-9,کفش,1405002,استفاده‌نشده,,,0");
    expect(lines[3]).toMatch(new RegExp(`^کد۷,کلاه,1405003,استفاده‌شده,${c},`));
    expect(lines).toHaveLength(4);
  });

  it("reads an xlsx sheet's header as the variables", async () => {
    async function* rows() {
      yield [
        ["کد", "رنگ"],
        ["R-1", "سرخ"],
        ["G-2", "سبز"],
      ];
    }
    const bytes = new Uint8Array(await new Response(xlsxStream(rows())).arrayBuffer());
    const owner = await secretaryOwner();
    const id = await madeReader(owner, { name: "codes.xlsx", bytes }, { correct_answer: "رنگ کالا %رنگ% است" });
    expect((await api(`${READERS}/${id}`, { token: owner.token })).body.data).toMatchObject({
      variables: ["رنگ"],
      codes_total: 2,
    });
    const a = sender();
    expect(await answerOf(await deliver(a, owner.line, "g-2"))).toEqual(["رنگ کالا سبز است", [a]]);
  });

  it("answers before a keyword secretary of the same line, which answers once the reader stops", async () => {
    const owner = await secretaryOwner();
    const secretaryId = await madeSecretary(owner, {
      type: 1,
      keywords: [{ keyword: "zx-9", match: "exact", answer: "پاسخ منشی" }],
      other_answer: null,
    });
    const id = await madeReader(owner, productCodes);
    const a = sender();
    const read = await deliver(a, owner.line, "ZX-9");
    expect(read.secretary).toMatchObject({ secretary_id: id, kind: "correct" });
    expect(await answerOf(read)).toEqual(["کالای کفش با سریال 1405002 اصل است", [a]]);
    // A text that is no code is the reader's too: its wrong answer.
    expect((await deliver(a, owner.line, "سلام")).secretary).toMatchObject({ secretary_id: id, kind: "wrong" });
    expect(await secretaryInbox(owner, secretaryId)).toEqual([]);

    expect(
      (await api(`${READERS}/${id}/state`, { token: owner.token, body: { active: false } })).body.data,
    ).toMatchObject({ active: false, answering: false });
    const disabled = await deliver(a, owner.line, "ZX-9");
    expect(disabled.secretary).toMatchObject({ module: "secretary", secretary_id: secretaryId, kind: "keyword" });
    expect((await readerInbox(owner, id)).length).toBe(2);
    // «۱۱» keeps its cancel11 meaning before any reader.
    await api(`${READERS}/${id}/state`, { token: owner.token, body: { active: true } });
    const cancel = await deliver(sender(), owner.line, "۱۱");
    expect([cancel.type === "normal", cancel.secretary]).toEqual([false, null]);
    expect((await readerInbox(owner, id)).length).toBe(2);
  });

  it("stops answering once expired or deleted, and records an answer it had no credit for", async () => {
    const owner = await secretaryOwner();
    const expiring = await madeReader(owner, productCodes);
    // The end set by an update without a file (no file to read): a few seconds from now.
    const end = Math.ceil((Date.now() + 3_000) / 1000) * 1000;
    const soon = new Date(end).toISOString().slice(0, 19).replace("T", " ");
    expect((await sendReaderForm(owner, { ...readerFields(owner), expires_at: soon }, null, expiring)).status).toBe(
      200,
    );
    const a = sender();
    expect((await deliver(a, owner.line, "AB-123")).secretary).toMatchObject({ secretary_id: expiring });
    await new Promise((resolve) => setTimeout(resolve, end - Date.now() + 100));
    expect((await deliver(a, owner.line, "AB-123")).secretary).toBeNull();

    const other = await secretaryOwner();
    const deleted = await madeReader(other, productCodes);
    expect((await api(`${READERS}/delete-list`, { token: other.token, body: { ids: [deleted] } })).status).toBe(200);
    expect((await deliver(a, other.line, "AB-123")).secretary).toBeNull();
    expect((await api(`${READERS}/${deleted}`, { token: other.token })).status).toBe(404);

    const poor = await secretaryOwner(0);
    const id = await madeReader(poor, productCodes);
    const unpaid = await deliver(a, poor.line, "AB-123");
    expect(unpaid.secretary).toMatchObject({
      secretary_id: id,
      kind: "correct",
      answer_state: "no_credit",
      answer_send_id: null,
    });
  });

  it("adds codes by default, keeping each one's use, and replaces them on asking", async () => {
    const owner = await secretaryOwner();
    const id = await madeReader(owner, productCodes);
    const a = sender();
    await deliver(a, owner.line, "AB-123");
    const fields = readerFields(owner);
    const added = await sendReaderForm(
      owner,
      fields,
      textFile("more.csv", "code,product,serial\nab-123,دیگر,1\nNEW-1,جوراب,1405009\n"),
      id,
    );
    expect(added.status).toBe(200);
    expect(added.body.data.import).toMatchObject({ valid: 2, added: 1, removed: 0 });
    expect(added.body.data.reader).toMatchObject({ codes_total: 4, codes_used: 1 });
    // An adding file of other columns is refused; nothing changes.
    const otherColumns = await sendReaderForm(owner, fields, textFile("more.txt", "NEW-2\n"), id);
    expect(otherColumns.body.meta.errors).toEqual({
      file: [CODE_READER_MESSAGES.variablesDiffer(["product", "serial"])],
    });

    const replaced = await sendReaderForm(
      owner,
      { ...fields, codes_mode: "replace", correct_answer: "کد %code% اصل است" },
      textFile("only.txt", "AB-123\nNEW-3\n"),
      id,
    );
    expect(replaced.body.data.import).toMatchObject({ valid: 2, added: 1, removed: 3 });
    expect(replaced.body.data.reader).toMatchObject({ variables: [], codes_total: 2, codes_used: 1 });
    expect((await deliver(a, owner.line, "ab-123")).secretary!.kind).toBe("repeated");
    expect((await deliver(a, owner.line, "zx-9")).secretary!.kind).toBe("wrong");
    const fresh = await deliver(a, owner.line, "new-3");
    expect(await answerOf(fresh)).toEqual(["کد NEW-3 اصل است", [a]]);
  });
});
