import { SUPPORT_MESSAGES, SUPPORT_RULES, ticketDetailResponseSchema } from "@/lib/contract/support";
import * as z from "zod/mini";
import { toPersianDigits } from "@/lib/validation/digits";
import { newestActivity } from "./support/activity";
import { api } from "./support/client";
import {
  bytesOf,
  createTicket,
  download,
  MB,
  multipart,
  newTicketId,
  pdfFile,
  supportOwner,
  ticketCount,
  ticketFields,
  ticketOf,
  type Upload,
} from "./support/tickets";

/**
 * A support request made (spec §3, §5; Edge's `POST ticket`): its fields and files stored in one
 * transaction and read back, files judged by their bytes and refused beside `file` with nothing
 * stored, the body limit, and the cap on open requests.
 */

const named = (message: string, name: string) => message.replace("{name}", name);

describe("making a request", () => {
  it("stores a ticket with a PDF, shows it in Edge's shape, and downloads the file as an attachment only", async () => {
    const owner = await supportOwner();
    const pdf = pdfFile("گزارش ارسال «دیروز».pdf", 2048);
    const id = await newTicketId(owner, { importance: "acute", sms_notification: "1" }, [pdf]);
    expect(id).toBeGreaterThanOrEqual(100001);

    const ticket = await ticketOf(owner.token, id);
    expect(z.safeParse(ticketDetailResponseSchema, { data: ticket, meta: { status: true } }).success).toBe(true);
    expect(ticket).toMatchObject({
      id,
      ticket_id: id,
      type: "ticket",
      importance: "acute",
      subject: "ارسال انبوه با تأخیر انجام شد",
      category_id: owner.categories.ticket.id,
      sub_category_id: owner.categories.ticket.subId,
      state_id: 2,
      state: "waiting_for_support",
      sms_notification: 1,
      user_seen: 1,
      interactions: [],
      rate: 0,
      feedback: "none",
      author_name: "کاربر آزمایشی",
    });
    expect(ticket.attachments).toEqual([
      {
        id: expect.any(Number),
        name: "گزارش ارسال «دیروز».pdf",
        size: 2048,
        content_type: "application/pdf",
        url: `ticket/attachment/${ticket.attachments[0].id}`,
      },
    ]);
    expect(ticket.attachment).toBe(ticket.attachments[0].url);
    expect(await newestActivity(owner.token, "tickets")).toMatchObject({
      text: `ثبت درخواست پشتیبانی «ارسال انبوه با تأخیر انجام شد» (شمارهٔ ${toPersianDigits(id)})`,
      link: `/support/ticket/${id}`,
    });

    const file = await download(owner.token, ticket.attachments[0].id);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf.bytes);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="_____ _____ _______.pdf"; filename*=UTF-8''${encodeURIComponent("گزارش ارسال «دیروز».pdf")}`,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("content-security-policy")).toContain("sandbox");
    expect(file.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
  });

  it("takes each of the five kinds by content, stored as the type found whatever was declared", async () => {
    const owner = await supportOwner();
    const files: Upload[] = [
      { name: "a.zip", bytes: bytesOf.zip(), type: "text/html" },
      { name: "b.jpg", bytes: bytesOf.jpg() },
      { name: "c.png", bytes: bytesOf.png() },
      { name: "d.pdf", bytes: bytesOf.pdf() },
      { name: "e.rar", bytes: bytesOf.rar() },
    ];
    const ticket = await ticketOf(owner.token, await newTicketId(owner, {}, files));
    expect(ticket.attachments.map((a: { content_type: string }) => a.content_type)).toEqual([
      "application/zip",
      "image/jpeg",
      "image/png",
      "application/pdf",
      "application/vnd.rar",
    ]);
  });

  it("makes a suggestion request with its own categories, and refuses a category of the other kind or a foreign sub-category", async () => {
    const owner = await supportOwner();
    const id = await newTicketId(owner, {
      type: "suggestion",
      category_id: owner.categories.suggestion.id,
      sub_category_id: "",
      subject: "پیشنهاد ارسال خودکار تبریک تولد",
    });
    expect(await ticketOf(owner.token, id)).toMatchObject({ type: "suggestion", sub_category_id: null, state_id: 2 });

    const wrongKind = await createTicket(owner, { type: "suggestion" });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.meta.errors).toEqual({ category_id: [SUPPORT_MESSAGES.categoryUnknown] });
    const foreignSub = await createTicket(owner, { sub_category_id: owner.categories.ticket.otherSubId });
    expect(foreignSub.body.meta.errors).toEqual({ sub_category_id: [SUPPORT_MESSAGES.subCategoryUnknown] });
    const noCategory = await createTicket(owner, { category_id: 2_000_000_000 });
    expect(noCategory.body.meta.errors).toEqual({ category_id: [SUPPORT_MESSAGES.categoryUnknown] });
    expect(await ticketCount(owner.token)).toBe(1);
  });

  it("refuses every field and file at once, beside its field, and stores nothing", async () => {
    const owner = await supportOwner();
    const answer = await multipart(owner.token, "ticket", { subject: "ab", category_id: "", description: "کوتاه" }, [
      { name: "setup.pdf", bytes: bytesOf.exe(), type: "application/pdf" },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.meta.errors).toEqual({
      subject: [SUPPORT_MESSAGES.subjectTooShort],
      category_id: [SUPPORT_MESSAGES.categoryRequired],
      description: [SUPPORT_MESSAGES.descriptionTooShort],
      file: [named(SUPPORT_MESSAGES.fileType, "setup.pdf")],
    });
    expect(await ticketCount(owner.token)).toBe(0);
  });

  it("refuses a 10.1 MB file, a program renamed .pdf, a seventh type, an empty file and a sixth file, naming each, with nothing stored", async () => {
    const owner = await supportOwner();
    const refusals: [Upload[], string[]][] = [
      [[pdfFile("بزرگ.pdf", Math.round(10.1 * MB))], [named(SUPPORT_MESSAGES.fileTooLarge, "بزرگ.pdf")]],
      [
        [{ name: "invoice.pdf", bytes: bytesOf.exe(), type: "application/pdf" }],
        [named(SUPPORT_MESSAGES.fileType, "invoice.pdf")],
      ],
      // A seventh type: a GIF, and a plain text file named as a zip. (A .docx would not do: it is a zip
      // by content, and stored as one.)
      [
        [
          { name: "screen.gif", bytes: bytesOf.gif(), type: "image/gif" },
          { name: "notes.zip", bytes: bytesOf.text(), type: "application/zip" },
          { name: "page.png", bytes: bytesOf.html(), type: "image/png" },
        ],
        [
          named(SUPPORT_MESSAGES.fileType, "screen.gif"),
          named(SUPPORT_MESSAGES.fileType, "notes.zip"),
          named(SUPPORT_MESSAGES.fileType, "page.png"),
        ],
      ],
      [[{ name: "empty.pdf", bytes: new Uint8Array(0) }], [named(SUPPORT_MESSAGES.fileEmpty, "empty.pdf")]],
      [
        Array.from({ length: SUPPORT_RULES.maxFiles + 1 }, (_, i) => pdfFile(`part-${i}.pdf`)),
        [SUPPORT_MESSAGES.tooManyFiles],
      ],
    ];
    for (const [files, messages] of refusals) {
      const answer = await createTicket(owner, {}, files);
      expect(answer.status).toBe(422);
      expect(answer.body.meta.errors).toEqual({ file: messages });
    }
    // One bad file among good ones refuses them all.
    const mixed = await createTicket(owner, {}, [pdfFile("good.pdf"), { name: "bad.pdf", bytes: bytesOf.exe() }]);
    expect(mixed.body.meta.errors).toEqual({ file: [named(SUPPORT_MESSAGES.fileType, "bad.pdf")] });
    expect(await ticketCount(owner.token)).toBe(0);
  });

  it("lets five files of 10 MB through the body limit, and refuses a larger body with 413 beside file before reading it", async () => {
    const owner = await supportOwner();
    // Five programs of 10 MB each: the body is read whole, and only their content refuses them.
    const full = Array.from({ length: SUPPORT_RULES.maxFiles }, (_, i) => ({
      name: `full-${i}.pdf`,
      bytes: new Uint8Array(10 * MB).fill(0x4d),
    }));
    const read = await createTicket(owner, {}, full);
    expect(read.status).toBe(422);
    expect(read.body.meta.errors.file).toHaveLength(SUPPORT_RULES.maxFiles);
    const huge = [...full.slice(0, 4), pdfFile("extra.pdf", 10 * MB), pdfFile("more.pdf", 2 * MB)];
    const refused = await createTicket(owner, {}, huge);
    expect(refused.status).toBe(413);
    expect(refused.body.meta).toMatchObject({
      message: SUPPORT_MESSAGES.bodyTooLarge,
      message_code: "413-1",
      errors: { file: [SUPPORT_MESSAGES.bodyTooLarge] },
    });
    expect(await ticketCount(owner.token)).toBe(0);
  });

  it("keeps HTML as text and drops NUL characters, in the fields and the file's name", async () => {
    const owner = await supportOwner();
    const subject = "<img src=x onerror=alert(1)> خطا";
    const id = await newTicketId(
      owner,
      { subject: `${subject}\u0000`, description: "<script>alert(1)</script>\u0000 متن" },
      [pdfFile("a\u0000<b>.pdf")],
    );
    const ticket = await ticketOf(owner.token, id);
    expect(ticket.subject).toBe(subject);
    expect(ticket.description).toBe("<script>alert(1)</script> متن");
    expect(ticket.attachments[0].name).toBe("a<b>.pdf");
  });

  it(`holds at most ${SUPPORT_RULES.maxOpenRequests} open requests, even made at once, and takes a new one when one closes`, async () => {
    const owner = await supportOwner();
    const answers = await Promise.all(
      Array.from({ length: SUPPORT_RULES.maxOpenRequests + 3 }, (_, i) =>
        createTicket(owner, { subject: `درخواست ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(SUPPORT_RULES.maxOpenRequests);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.status).toBe(422);
      expect(answer.body.meta.message).toBe(SUPPORT_MESSAGES.tooManyOpen);
    }
    expect(await ticketCount(owner.token)).toBe(SUPPORT_RULES.maxOpenRequests);

    const first = answers.find((a) => a.status === 200)!.body.data.ticket_id;
    expect((await api("ticket/close", { token: owner.token, body: { ticket_id: first } })).status).toBe(200);
    expect((await createTicket(owner, ticketFields(owner))).status).toBe(200);
  });
});
