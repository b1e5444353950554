import { SUPPORT_MESSAGES } from "@/lib/contract/support";
import { api } from "./support/client";
import { signedInColleague } from "./support/colleagues";
import { listen } from "./support/patterns";
import { until } from "./support/until";
import {
  act,
  download,
  listTickets,
  multipart,
  newTicketId,
  notFoundBody,
  pdfFile,
  reply,
  showTicket,
  supportOwner,
  ticketOf,
} from "./support/tickets";

/**
 * Whose requests a call reaches: another account's request, message or file answers exactly as an
 * unknown one and stays as it was; a colleague works in the owner's requests only with
 * `tickets.manage`, while the FAQ and the contact information are every member's.
 */

describe("whose requests a call reaches", () => {
  it("answers another account's request, message and file exactly as unknown ones, and leaves them as they were", async () => {
    const a = await supportOwner();
    const b = await supportOwner();
    const id = await newTicketId(a, {}, [pdfFile("محرمانه.pdf")]);
    const supportsId = (await act(id, "answer", "پاسخ به حساب الف")).body.data.interaction_id;
    const before = await ticketOf(a.token, id);
    const fileId = before.attachments[0].id;
    const unknownTicket = notFoundBody(SUPPORT_MESSAGES.ticketNotFound);

    expect((await showTicket(b.token, id)).body).toEqual(unknownTicket);
    expect((await showTicket(b.token, 2_000_000_000)).body).toEqual(unknownTicket);
    expect((await showTicket(b.token, 99_999_999_999)).body).toEqual(unknownTicket);
    const foreignReply = await reply(b.token, id, "پاسخ از حساب دیگر", [pdfFile()]);
    expect(foreignReply.status).toBe(404);
    expect(foreignReply.body).toEqual(unknownTicket);
    for (const [path, body] of [
      ["ticket/close", { ticket_id: id }],
      ["ticket/seen", { ticket_id: id }],
      ["ticket/rate", { ticket_id: id, rate: 1 }],
      ["ticket/feedback", { ticket_id: id, dismissed: true }],
    ] as const) {
      const answer = await api(path, { token: b.token, body });
      expect([path, answer.status, answer.body]).toEqual([path, 404, unknownTicket]);
    }
    const foreignRate = await api("ticket/interaction/rate", {
      token: b.token,
      body: { interaction_id: supportsId, rate: 1 },
    });
    expect(foreignRate.body).toEqual(notFoundBody(SUPPORT_MESSAGES.interactionNotFound));
    expect(
      (await api("ticket/interaction/rate", { token: b.token, body: { interaction_id: 2_000_000_000, rate: 1 } })).body,
    ).toEqual(notFoundBody(SUPPORT_MESSAGES.interactionNotFound));

    const unknownFile = notFoundBody(SUPPORT_MESSAGES.attachmentNotFound);
    for (const attempt of [fileId, 2_000_000_000, "9".repeat(30)]) {
      const answer = await download(b.token, attempt);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual(unknownFile);
    }
    expect((await listTickets(b.token, { ticket_id: id })).body.meta.total).toBe(0);
    expect((await listTickets(b.token)).body.data).toEqual([]);

    expect(await ticketOf(a.token, id)).toEqual(before);
    expect((await download(a.token, fileId)).status).toBe(200);
  });

  it("keeps a colleague without tickets.manage out of the requests, but lets them read the FAQ and the contact information", async () => {
    const owner = await supportOwner();
    const id = await newTicketId(owner);
    const colleague = await signedInColleague(owner, ["reports.view"]);
    const restricted = { status: false, message_code: "403-8" };
    for (const answer of [
      await listTickets(colleague.token),
      await showTicket(colleague.token, id),
      await api("ticket/category", { token: colleague.token }),
      await api("ticket/feedback", { token: colleague.token }),
      await api("ticket/ai", { token: colleague.token, body: { subject: "گزارش تحویل" } }),
      await api("ticket/close", { token: colleague.token, body: { ticket_id: id } }),
      await multipart(colleague.token, "ticket", {
        subject: "درخواست همکار",
        category_id: owner.categories.ticket.id,
        description: "متنی برای درخواست همکار",
      }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.meta).toMatchObject(restricted);
    }
    expect((await download(colleague.token, 1)).status).toBe(403);
    expect((await ticketOf(owner.token, id)).state_id).toBe(2);

    // Support's answer is heard by the owner's socket, not by the colleague's.
    const [ownerSocket, colleagueSocket] = await Promise.all([listen(owner.token), listen(colleague.token)]);
    try {
      await act(id, "answer", "پاسخ پشتیبانی");
      await until(() => (ownerSocket.events.some((e) => e.event === "ticket.answered") ? true : undefined));
      await act(id, "refer_review");
      await until(() => ownerSocket.events.filter((e) => e.event === "ticket.answered").length === 2 || undefined);
      expect(colleagueSocket.events.filter((e) => e.event === "ticket.answered")).toEqual([]);
    } finally {
      ownerSocket.socket.close();
      colleagueSocket.socket.close();
    }

    expect((await api("faq/category", { token: colleague.token })).status).toBe(200);
    expect((await api("faq/list", { token: colleague.token })).body.data.length).toBeGreaterThan(0);
    expect((await api("panel/contact_info", { token: colleague.token })).status).toBe(200);
  });

  it("lets a colleague with tickets.manage work in the owner's requests, under their own name", async () => {
    const owner = await supportOwner();
    const colleague = await signedInColleague(owner, ["tickets.manage"]);
    const created = await multipart(colleague.token, "ticket", {
      subject: "درخواست همکار",
      category_id: owner.categories.ticket.id,
      description: "همکار از طرف حساب این درخواست را ثبت کرد",
    });
    expect(created.status).toBe(200);
    const id = created.body.data.ticket_id;
    await reply(owner.token, id, "مدیر حساب هم توضیح داد.");
    const ticket = await ticketOf(owner.token, id);
    expect(ticket).toMatchObject({ user_id: owner.account.user_id, author_name: "سارا همکار" });
    expect(ticket.interactions[0]).toMatchObject({ author_name: "کاربر آزمایشی", partner_title: null });
    await reply(colleague.token, id, "همکار دوباره نوشت.");
    expect((await ticketOf(owner.token, id)).interactions[1]).toMatchObject({
      author_name: "سارا همکار",
      partner_title: "سارا همکار",
      username: colleague.username,
    });
    expect((await listTickets(colleague.token)).body.data.map((t: { id: number }) => t.id)).toEqual([id]);
  });

  it("answers a signed-out call 401", async () => {
    for (const path of ["ticket", "faq/list", "panel/contact_info"]) {
      expect((await api(path)).status).toBe(401);
    }
  });
});
