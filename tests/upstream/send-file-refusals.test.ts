import { RECIPIENTS_FILE_MESSAGES } from "@/lib/files/recipients/messages";
import { buildXlsx } from "../unit/files/recipients/support/xlsx-file";
import { devAccount, sessionToken } from "./support/client";
import { csv, fileSend, local, postFileSend, type FileSendForm } from "./support/file-sending";
import { creditOf, ledgerOf, mobiles, postSend, quickSend, SHARED_LINE } from "./support/sending";

const CREDIT = 1_000_000;

async function owner() {
  const account = await devAccount({ credit: CREDIT });
  return { account, token: await sessionToken(account) };
}

/** Bytes that start like a Windows program. */
const EXECUTABLE = Uint8Array.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
]);

/** The refusal has this status and field message, and the account was charged nothing. */
async function expectRefused(form: FileSendForm, field: string, message: string, status = 422) {
  const { account, token } = await owner();
  const answer = await postFileSend(token, form);
  expect(answer.status).toBe(status);
  expect(answer.body.meta.errors?.[field]).toEqual([message]);
  expect(await creditOf(token)).toBe(CREDIT);
  expect(await ledgerOf(account.username)).toHaveLength(1);
}

describe("refused file sends, each with its own Persian message and nothing charged", () => {
  it("an executable renamed .xlsx or .csv, or sent as .exe", async () => {
    await expectRefused(
      fileSend({ name: "numbers.xlsx", bytes: EXECUTABLE }),
      "files",
      RECIPIENTS_FILE_MESSAGES.wrongFormat,
    );
    await expectRefused(
      fileSend({ name: "numbers.csv", bytes: EXECUTABLE }),
      "files",
      RECIPIENTS_FILE_MESSAGES.wrongFormat,
    );
    await expectRefused(
      fileSend({ name: "numbers.exe", bytes: EXECUTABLE }),
      "files",
      RECIPIENTS_FILE_MESSAGES.wrongFormat,
    );
  });

  it("an empty file, and a file without one valid number", async () => {
    await expectRefused(fileSend({ name: "numbers.csv", bytes: "" }), "files", RECIPIENTS_FILE_MESSAGES.emptyFile);
    await expectRefused(
      fileSend({ name: "numbers.xlsx", bytes: new Uint8Array(0) }),
      "files",
      RECIPIENTS_FILE_MESSAGES.emptyFile,
    );
    await expectRefused(
      fileSend({ name: "numbers.csv", bytes: csv([["mobile"], ["0941234567"], ["12345"]]) }),
      "files",
      RECIPIENTS_FILE_MESSAGES.noValidNumber,
    );
  });

  it("broken CSV quoting", async () => {
    const file = `mobile,name\n${local(mobiles(1)[0]!)},"unclosed\n`;
    await expectRefused(fileSend({ name: "numbers.csv", bytes: file }), "files", RECIPIENTS_FILE_MESSAGES.brokenQuotes);
  });

  it("a body over 60 MB, with 413; JSON bodies keep their 1 MB limit", async () => {
    const huge = new Uint8Array(61 * 1024 * 1024).fill(0x30);
    await expectRefused(
      fileSend({ name: "numbers.csv", bytes: huge }),
      "files",
      "حجم فایل بیشتر از ۶۰ مگابایت است.",
      413,
    );

    const { token } = await owner();
    const json = await postSend(token, quickSend(mobiles(1), "س".repeat(1024 * 1024)));
    expect(json.status).toBe(413);
  });

  it("no file, two files, or a file send posted as JSON", async () => {
    await expectRefused(fileSend(undefined), "files", "تکمیل گزینه فایل ها الزامی است");

    const { token } = await owner();
    const form = new FormData();
    form.append("sending_type", "file");
    form.append("from_number", SHARED_LINE);
    form.append("message", "سلام");
    for (const name of ["a.csv", "b.csv"]) form.append("files[]", new Blob([mobiles(1)[0]!]), name);
    const two = await fetch(`${process.env.UPSTREAM_TEST_URL}/v1/api/send`, {
      method: "POST",
      headers: { authorization: token },
      body: form,
    });
    expect(two.status).toBe(422);
    expect((await two.json()).meta.errors.files).toEqual(["فقط یک فایل بفرستید"]);

    const asJson = await postSend(token, { sending_type: "file", from_number: SHARED_LINE, message: "سلام" });
    expect(asJson.status).toBe(422);
    expect(asJson.body.meta.errors.files).toEqual(["تکمیل گزینه فایل ها الزامی است"]);
  });

  it("a mobile column the file does not have, and a way of sending that takes no file", async () => {
    const file = { name: "numbers.csv", bytes: csv(mobiles(2).map((m) => [m])) };
    await expectRefused(
      fileSend(file, undefined, { mobile_column: "3" }),
      "mobile_column",
      "ستون انتخاب‌شده در فایل نیست.",
    );
    await expectRefused(
      fileSend(file, undefined, { mobile_column: "B" }),
      "mobile_column",
      "شماره ستون باید عدد صحیح ۰ یا بزرگ‌تر باشد (ستون A برابر ۰).",
    );
    await expectRefused(
      { fields: { sending_type: "webservice", from_number: SHARED_LINE, message: "سلام" }, file },
      "sending_type",
      "این نوع ارسال فایل نمی‌گیرد؛ آن را به صورت JSON بفرستید",
    );
  });

  it("a peer-to-peer file of one column, or as txt", async () => {
    const message = "برای ارسال نظیر به نظیر فقط فایل xlsx یا csv با دو ستون پیام و شماره موبایل پذیرفته می‌شود.";
    const fields = { sending_type: "peer_to_peer_file", from_number: SHARED_LINE };
    await expectRefused(
      { fields, file: { name: "p2p.xlsx", bytes: buildXlsx(mobiles(2).map((m) => [local(m)])) } },
      "files",
      message,
    );
    await expectRefused(
      { fields, file: { name: "p2p.txt", bytes: `${local(mobiles(1)[0]!)},سلام\n` } },
      "files",
      message,
    );
  });

  it("a row whose text is longer than 10 parts, named by its row", async () => {
    const [a, b] = mobiles(2);
    const bytes = buildXlsx([
      ["message", "mobile"],
      ["کوتاه", local(a!)],
      ["س".repeat(670), local(b!)],
    ]);
    await expectRefused(
      { fields: { sending_type: "peer_to_peer_file", from_number: SHARED_LINE }, file: { name: "p2p.xlsx", bytes } },
      "files",
      "متن پیام ردیف ۳ فایل بیش از ۱۰ بخش است؛ آن را کوتاه‌تر کنید",
    );
  });
});
