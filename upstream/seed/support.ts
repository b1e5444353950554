import { and, eq } from "drizzle-orm";
import type { Tx } from "../db/client";
import {
  appSettings,
  faqCategories,
  faqItems,
  ticketAttachments,
  ticketCategories,
  ticketInteractions,
  ticketSubCategories,
  tickets,
  users,
} from "../db/schema";
import { CONTACT_INFO_KEY } from "../support/contact-info";
import { normalizeForSearch } from "../support/normalize";
import { CONTACT_INFO, TICKET_CATEGORIES } from "./data/support";
import { FAQ } from "./data/support-faq";
import { DEMO_TICKETS, type DemoTicket } from "./data/support-tickets";

const SUPPORT_SEED_KEY = "seed_support_version";
const SUPPORT_SEED_VERSION = "1";
const HOUR_MS = 3600 * 1000;

/** A one-page PDF a viewer opens, as a customer's screenshot of a report would be sent. */
function onePagePdf(): Buffer {
  const content = "BT /F1 18 Tf 72 760 Td (Delivery report: 2,400 sent) Tj ET";
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let text = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text);
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}

async function seedCategories(tx: Tx): Promise<void> {
  for (const [i, category] of TICKET_CATEGORIES.entries()) {
    const [row] = await tx
      .insert(ticketCategories)
      .values({ type: category.type, name: category.name, sortOrder: i + 1 })
      .returning({ id: ticketCategories.id });
    if (category.subs.length === 0) continue;
    await tx
      .insert(ticketSubCategories)
      .values(category.subs.map((title, j) => ({ categoryId: row!.id, title, sortOrder: j + 1 })));
  }
}

async function seedFaq(tx: Tx): Promise<void> {
  for (const [i, category] of FAQ.entries()) {
    const [row] = await tx
      .insert(faqCategories)
      .values({ title: category.title, sortOrder: i + 1 })
      .returning({ id: faqCategories.id });
    await tx.insert(faqItems).values(
      category.items.map((item, j) => ({
        categoryId: row!.id,
        question: item.question,
        answer: item.answer,
        searchText: normalizeForSearch(`${item.question} ${item.answer}`),
        sortOrder: j + 1,
      })),
    );
  }
}

async function seedDemoTicket(tx: Tx, ticket: DemoTicket, now: Date): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.username, ticket.username));
  const [category] = await tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(and(eq(ticketCategories.type, ticket.type), eq(ticketCategories.name, ticket.category)));
  if (!owner || !category) return;
  const [sub] = ticket.sub
    ? await tx
        .select({ id: ticketSubCategories.id })
        .from(ticketSubCategories)
        .where(and(eq(ticketSubCategories.categoryId, category.id), eq(ticketSubCategories.title, ticket.sub)))
    : [];
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const lastHoursAgo = Math.min(ticket.hoursAgo, ...ticket.messages.map((m) => m.hoursAgo));
  const closed = ticket.state === 4;
  const [row] = await tx
    .insert(tickets)
    .values({
      userId: owner.id,
      authorId: owner.id,
      type: ticket.type,
      categoryId: category.id,
      subCategoryId: sub?.id ?? null,
      importance: ticket.importance,
      stateId: ticket.state,
      subject: ticket.subject,
      description: ticket.description,
      smsNotification: ticket.smsNotification,
      userSeen: ticket.userSeen,
      adminSeen: true,
      rate: ticket.rate ?? null,
      rateComment: ticket.rateComment ?? null,
      closeDesc: ticket.closeDesc ?? null,
      closedAt: closed ? at(lastHoursAgo) : null,
      feedback: ticket.feedback ?? (closed ? "pending" : "none"),
      feedbackSolved: ticket.feedback === "answered" ? true : null,
      createdAt: at(ticket.hoursAgo),
      updatedAt: at(lastHoursAgo),
    })
    .returning({ id: tickets.id });
  if (ticket.pdf) {
    const body = onePagePdf();
    await tx.insert(ticketAttachments).values({
      ticketId: row!.id,
      interactionId: null,
      userId: owner.id,
      name: ticket.pdf,
      contentType: "application/pdf",
      size: body.length,
      body,
      createdAt: at(ticket.hoursAgo),
    });
  }
  for (const message of ticket.messages) {
    await tx.insert(ticketInteractions).values({
      ticketId: row!.id,
      from: message.from,
      authorId: message.from === "user" ? owner.id : null,
      agentName: message.agentName ?? null,
      description: message.text,
      rate: message.rate ?? null,
      createdAt: at(message.hoursAgo),
    });
  }
}

/**
 * Support's reference data once: the categories of tickets and suggestions, the FAQ (its
 * `search_text` normalised as the searches read it), the provider's contact information, and the
 * demo account's requests. True when added.
 */
export async function seedSupport(tx: Tx, now = new Date()): Promise<boolean> {
  const [mark] = await tx.select().from(appSettings).where(eq(appSettings.key, SUPPORT_SEED_KEY));
  if (mark) return false;
  await seedCategories(tx);
  await seedFaq(tx);
  await tx
    .insert(appSettings)
    .values({ key: CONTACT_INFO_KEY, value: JSON.stringify(CONTACT_INFO) })
    .onConflictDoNothing();
  for (const ticket of DEMO_TICKETS) await seedDemoTicket(tx, ticket, now);
  await tx.insert(appSettings).values({ key: SUPPORT_SEED_KEY, value: SUPPORT_SEED_VERSION });
  return true;
}
