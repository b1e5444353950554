import { randomUUID } from "node:crypto";
import { SEND_STATES } from "@/lib/contract/send";
import { buildXlsx } from "../unit/files/recipients/support/xlsx-file";
import { devAccount, sessionToken } from "./support/client";
import { csv, fileSend, local, postFileSend } from "./support/file-sending";
import { creditOf, ledgerOf, mobiles, SHARED_LINE, sendInfo, tenths } from "./support/sending";

async function owner(credit = 1_000_000) {
  const account = await devAccount({ credit });
  return { account, token: await sessionToken(account) };
}

/** One Persian part with the shared line's «لغو۱۱»: MCI 1330, the others 1463, and 40 per recipient. */
const onePart = (msisdn: string) => (msisdn.startsWith("98912") ? 1330 : 1463) + 40;

describe("POST send as multipart: file", () => {
  it("sends to the file's valid numbers once each, then to other_recipients not in the file, and charges each", async () => {
    const { account, token } = await owner();
    const [a, b, c, d, extra] = mobiles(5);
    const file = csv([["mobile"], [local(a!)], ["0941234567"], [b!], [local(a!)], [c!.slice(1)], [d!]]);
    const answer = await postFileSend(
      token,
      fileSend({ name: "numbers.csv", bytes: file }, undefined, { other_recipients: [b!, extra!] }),
    );
    expect(answer.status).toBe(200);
    const [id] = answer.body.data.message_outbox_ids;

    const send = await sendInfo(id);
    const expected = [a, b, c, d, extra].map((m) => m!.slice(1));
    expect(send.recipients.map((r) => r.msisdn)).toEqual(expected);
    expect(send).toMatchObject({ message: "سلام، این یک پیام آزمایشی است", parts: 1, recipient_count: 5 });
    expect(send.recipients.every((r) => r.text === null)).toBe(true);
    const total = expected.reduce((sum, m) => sum + onePart(m), 0);
    expect(tenths(send.cost_reserved)).toBe(total * 10);
    expect((await ledgerOf(account.username)).slice(1)).toEqual([
      { amount: `-${total}.0000`, description: `هزینه ارسال پیامک، ارسال شماره ${id}`, created_at: expect.any(String) },
    ]);
  });

  it("takes other_recipients as one JSON array too, and txt files", async () => {
    const { token } = await owner();
    const [a, b, extra] = mobiles(3);
    const answer = await postFileSend(token, {
      fields: {
        sending_type: "file",
        from_number: SHARED_LINE,
        message: "سلام",
        other_recipients: JSON.stringify([extra]),
      },
      file: { name: "numbers.txt", bytes: `${local(a!)}\n${local(b!)}\n` },
    });
    expect(answer.status).toBe(200);
    const send = await sendInfo(answer.body.data.message_outbox_ids[0]);
    expect(send.recipients.map((r) => r.msisdn)).toEqual([a, b, extra].map((m) => m!.slice(1)));
  });

  it("reads the mobile column the caller chose when the file has two", async () => {
    const { token } = await owner();
    const [a, b, c, d] = mobiles(4);
    const bytes = buildXlsx([
      ["home", "work"],
      [local(a!), local(b!)],
      [local(c!), local(d!)],
    ]);
    const asked = await postFileSend(token, fileSend({ name: "numbers.xlsx", bytes }));
    expect(asked.status).toBe(422);
    expect(asked.body.meta.errors.files).toEqual([
      "ستون شماره موبایل در فایل مشخص نیست؛ آن را با mobile_column انتخاب کنید (ستون A برابر ۰).",
    ]);

    const chosen = await postFileSend(
      token,
      fileSend({ name: "numbers.xlsx", bytes }, undefined, { mobile_column: "1" }),
    );
    expect(chosen.status).toBe(200);
    const send = await sendInfo(chosen.body.data.message_outbox_ids[0]);
    expect(send.recipients.map((r) => r.msisdn)).toEqual([b, d].map((m) => m!.slice(1)));
  });

  it("answers the first request's ids for a repeated Idempotency-Key and charges once", async () => {
    const { account, token } = await owner();
    const form = fileSend({ name: "numbers.csv", bytes: csv(mobiles(3).map((m) => [m])) });
    const key = randomUUID();
    const first = await postFileSend(token, form, key);
    const again = await postFileSend(token, form, key);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ledgerOf(account.username)).toHaveLength(2);
  });
});

describe("POST send as multipart: keyword", () => {
  it("fills {ex_B} and title placeholders per recipient and prices each text by its own parts", async () => {
    const { account, token } = await owner();
    const [a, b, c] = mobiles(3);
    const long = "ب".repeat(60);
    const bytes = buildXlsx([
      ["mobile", "name", "amount"],
      [local(a!), "علی", "1200"],
      [local(b!), long, "30"],
      [local(c!), "سارا", ""],
    ]);
    const answer = await postFileSend(token, {
      fields: { sending_type: "keyword", from_number: SHARED_LINE, message: "سلام {name}، مبلغ {ex_C}" },
      file: { name: "customers.xlsx", bytes },
    });
    expect(answer.status).toBe(200);
    const send = await sendInfo(answer.body.data.message_outbox_ids[0]);
    expect(send.message).toBe("سلام {name}، مبلغ {ex_C}");
    expect(send.recipients.map((r) => [r.msisdn, r.text, r.parts])).toEqual([
      [a!.slice(1), "سلام علی، مبلغ 1200", 1],
      [b!.slice(1), `سلام ${long}، مبلغ 30`, 2],
      [c!.slice(1), "سلام سارا، مبلغ ", 1],
    ]);
    // b is Irancell or Rightel: two parts at 1463.
    const total = onePart(a!.slice(1)) + 2 * 1463 + 40 + onePart(c!.slice(1));
    expect(tenths(send.cost_reserved)).toBe(total * 10);
    expect(await creditOf(token)).toBe(1_000_000 - total);
    expect(await ledgerOf(account.username)).toHaveLength(2);
  });

  it("rejects only the recipients whose filled text has a banned word, as a send of their own charged nothing", async () => {
    const { account, token } = await owner();
    const [a, b] = mobiles(2);
    const bytes = buildXlsx([
      ["mobile", "product"],
      [local(a!), "کتاب"],
      [local(b!), "کازینو"],
    ]);
    const answer = await postFileSend(token, {
      fields: { sending_type: "keyword", from_number: SHARED_LINE, message: "پیشنهاد ویژه {product}" },
      file: { name: "offers.xlsx", bytes },
    });
    expect(answer.status).toBe(200);
    const [sentId, rejectedId] = answer.body.data.message_outbox_ids;
    const sent = await sendInfo(sentId);
    const rejected = await sendInfo(rejectedId);
    expect(sent.recipients.map((r) => r.text)).toEqual(["پیشنهاد ویژه کتاب"]);
    expect(rejected).toMatchObject({
      state_id: SEND_STATES.rejected,
      cost_reserved: "0.0000",
      rejection_reason: expect.stringContaining("کازینو"),
    });
    expect(rejected.recipients.map((r) => r.msisdn)).toEqual([b!.slice(1)]);
    expect((await ledgerOf(account.username)).slice(1)).toEqual([
      expect.objectContaining({ description: `هزینه ارسال پیامک، ارسال شماره ${sentId}` }),
    ]);
  });
});

describe("POST send as multipart: peer_to_peer_file", () => {
  it("sends each row's message, stored as written, to its number in one send, from Excel", async () => {
    const { token } = await owner();
    const [a, b] = mobiles(2);
    const bytes = buildXlsx([
      ["message", "mobile"],
      ["قبض شما صادر شد", local(a!)],
      ['Parcel "A,1" {x} \\ NULL has arrived', local(b!)],
      ["", local(mobiles(1)[0]!)],
    ]);
    const answer = await postFileSend(token, {
      fields: { sending_type: "peer_to_peer_file", from_number: SHARED_LINE },
      file: { name: "p2p.xlsx", bytes },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.message_outbox_ids).toHaveLength(1);
    const send = await sendInfo(answer.body.data.message_outbox_ids[0]);
    expect(send.message).toBeNull();
    expect(send.recipients.map((r) => [r.msisdn, r.text, r.parts])).toEqual([
      [a!.slice(1), "قبض شما صادر شد", 1],
      [b!.slice(1), 'Parcel "A,1" {x} \\ NULL has arrived', 1],
    ]);
    expect(tenths(send.cost_reserved)).toBe(send.recipients.reduce((sum, r) => sum + tenths(r.cost), 0));
  });

  it("takes a CSV as Edge documents it (recipient, message), column choices included", async () => {
    const { token } = await owner();
    const [a, b] = mobiles(2);
    const file = csv([
      ["recipient", "message", "note"],
      [local(a!), "سلام اول", "x"],
      [local(b!), "سلام دوم", "y"],
    ]);
    const answer = await postFileSend(token, {
      fields: { sending_type: "peer_to_peer_file", from_number: SHARED_LINE, mobile_column: "0", message_column: "1" },
      file: { name: "p2p.csv", bytes: file },
    });
    expect(answer.status).toBe(200);
    const send = await sendInfo(answer.body.data.message_outbox_ids[0]);
    expect(send.recipients.map((r) => [r.msisdn, r.text])).toEqual([
      [a!.slice(1), "سلام اول"],
      [b!.slice(1), "سلام دوم"],
    ]);
  });
});
