import { count, eq, sql } from "drizzle-orm";
import type { FaqItem } from "@/lib/contract/support-faq";
import type { Db } from "../db/client";
import { faqCategories, faqItems } from "../db/schema";
import { normalizeForSearch, searchTerms } from "./normalize";

/** The stored text as the GIN index `faq_items_search_idx` holds it: the same expression, so the index answers. */
const searchVector = sql`to_tsvector('simple', ${faqItems.searchText})`;

/** A term of three letters or more also finds the words it begins («ارسال» finds «ارسالی»); a shorter one only itself. */
const tsTerm = (term: string) => (term.length >= 3 ? `${term}:*` : term);

/**
 * A term found in more than this share of all entries («پیامک» in an SMS provider's FAQ) cannot tell
 * one from another: it orders the answers but never makes one relevant.
 */
const COMMON_SHARE = 0.4;

/**
 * FAQ entries like `text`, best first: a PostgreSQL full-text search, the OR of the text's terms
 * (normalised as the stored `search_text` is, stop words dropped, prefixes) through the GIN index,
 * ordered by `ts_rank`. An entry counts only when it holds enough of the terms that tell entries
 * apart: two of them (one when the text has only one), so a question that merely shares a word with
 * the FAQ finds nothing. Entries whose question holds more of the terms come first, then by rank. When every term is common, `anyTerm` (the FAQ's search box) keeps the
 * entries holding any of them; the ticket form's suggestions (`anyTerm` false) keep none.
 */
export async function searchFaq(
  db: Db,
  text: string,
  options: { limit?: number; categoryId?: number; anyTerm: boolean },
): Promise<FaqItem[]> {
  const terms = searchTerms(text);
  if (terms.length === 0) return [];
  const query = terms.map(tsTerm).join(" | ");
  const hits = sql.join(
    terms.map((term) => sql`${searchVector} @@ to_tsquery('simple', ${tsTerm(term)})`),
    sql`, `,
  );
  const rank = sql<number>`ts_rank(${searchVector}, to_tsquery('simple', ${query}))`.mapWith(Number);
  const [rows, [all]] = await Promise.all([
    db
      .select({
        id: faqItems.id,
        rank,
        category_id: faqItems.categoryId,
        category: faqCategories.title,
        question: faqItems.question,
        answer: faqItems.answer,
        hits: sql<boolean[]>`array[${hits}]`,
      })
      .from(faqItems)
      .innerJoin(faqCategories, eq(faqCategories.id, faqItems.categoryId))
      .where(sql`${searchVector} @@ to_tsquery('simple', ${query})`),
    db.select({ n: count() }).from(faqItems),
  ]);
  const total = all?.n ?? 0;
  // How many entries hold each term, read off the candidates (an entry holding none is not one).
  const holding = terms.map((_, i) => rows.filter((row) => row.hits[i]).length);
  const telling = terms.map((_, i) => holding[i]! <= Math.max(1, total * COMMON_SHARE));
  const tellingCount = telling.filter(Boolean).length;
  const needed = Math.min(2, tellingCount);
  const relevant = rows.filter((row) => {
    const rowHits = row.hits;
    if (needed === 0) return options.anyTerm && rowHits.some(Boolean);
    return rowHits.filter((hit, i) => hit && telling[i]).length >= needed;
  });
  // An entry whose question says what was asked comes before one whose answer merely mentions it.
  const inQuestion = (question: string) => {
    const words = normalizeForSearch(question).split(" ");
    return terms.filter((term) => words.some((word) => (term.length >= 3 ? word.startsWith(term) : word === term)))
      .length;
  };
  return relevant
    .filter((row) => options.categoryId === undefined || row.category_id === options.categoryId)
    .map((row) => ({ row, asked: inQuestion(row.question) }))
    .sort((a, b) => b.asked - a.asked || b.row.rank - a.row.rank || a.row.id - b.row.id)
    .map(({ row }) => row)
    .slice(0, options.limit ?? relevant.length)
    .map(({ id, category_id, category, question, answer }) => ({ id, category_id, category, question, answer }));
}
