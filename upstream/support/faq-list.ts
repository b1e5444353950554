import { asc, count, eq } from "drizzle-orm";
import type { FaqCategory, FaqItem } from "@/lib/contract/support-faq";
import type { Db } from "../db/client";
import { faqCategories, faqItems } from "../db/schema";
import { searchFaq } from "./faq-search";
import { MAX_STORED_ID } from "./owned-ticket";

/** The FAQ's categories in the provider's order, with how many questions each holds. */
export async function faqCategoryList(db: Db): Promise<FaqCategory[]> {
  return db
    .select({ id: faqCategories.id, title: faqCategories.title, count: count(faqItems.id) })
    .from(faqCategories)
    .leftJoin(faqItems, eq(faqItems.categoryId, faqCategories.id))
    .groupBy(faqCategories.id)
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id));
}

/**
 * The questions of a category (every one when none is asked) in the provider's order; with `q`,
 * those the full-text search finds (faq-search.ts), best first.
 */
export async function faqItemList(db: Db, filters: { category_id?: number; q?: string }): Promise<FaqItem[]> {
  const categoryId = filters.category_id;
  if (categoryId !== undefined && categoryId > MAX_STORED_ID) return [];
  if (filters.q) return searchFaq(db, filters.q, { categoryId, anyTerm: true });
  return db
    .select({
      id: faqItems.id,
      category_id: faqItems.categoryId,
      category: faqCategories.title,
      question: faqItems.question,
      answer: faqItems.answer,
    })
    .from(faqItems)
    .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
    .where(categoryId === undefined ? undefined : eq(faqItems.categoryId, categoryId))
    .orderBy(asc(faqCategories.sortOrder), asc(faqItems.sortOrder), asc(faqItems.id));
}
