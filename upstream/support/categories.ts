import { asc, eq, inArray } from "drizzle-orm";
import type { RequestType, TicketCategory } from "@/lib/contract/support";
import type { Db } from "../db/client";
import { ticketCategories, ticketSubCategories } from "../db/schema";
import { MAX_STORED_ID } from "./owned-ticket";

/** The categories of a kind of request (every kind when none is asked), each with its sub-categories, in the provider's order. */
export async function ticketCategoryList(db: Db, type: RequestType | undefined): Promise<TicketCategory[]> {
  const categories = await db
    .select()
    .from(ticketCategories)
    .where(type ? eq(ticketCategories.type, type) : undefined)
    .orderBy(asc(ticketCategories.sortOrder), asc(ticketCategories.id));
  if (categories.length === 0) return [];
  const subs = await db
    .select()
    .from(ticketSubCategories)
    .where(
      inArray(
        ticketSubCategories.categoryId,
        categories.map((c) => c.id),
      ),
    )
    .orderBy(asc(ticketSubCategories.sortOrder), asc(ticketSubCategories.id));
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    type: category.type as RequestType,
    sub_categories: subs
      .filter((sub) => sub.categoryId === category.id)
      .map((sub) => ({ id: sub.id, title: sub.title })),
  }));
}

/** A category's sub-categories; none for an unknown category. */
export async function subCategoryList(db: Db, categoryId: number): Promise<{ id: number; title: string }[]> {
  if (categoryId > MAX_STORED_ID) return [];
  return db
    .select({ id: ticketSubCategories.id, title: ticketSubCategories.title })
    .from(ticketSubCategories)
    .where(eq(ticketSubCategories.categoryId, categoryId))
    .orderBy(asc(ticketSubCategories.sortOrder), asc(ticketSubCategories.id));
}
