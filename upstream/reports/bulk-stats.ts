import { count, eq, sql } from "drizzle-orm";
import { BULK_STAT_GROUPS, type BulkStats, type OperatorCounts } from "@/lib/contract/report";
import { smsEncoding } from "@/lib/sms/message-parts";
import { MOBILE_OPERATORS, type MobileOperator } from "@/lib/sms/operators";
import type { Db } from "../db/client";
import { sendRecipients } from "../db/schema";

type Group = (typeof BULK_STAT_GROUPS)[number];
type Language = "en" | "fa";

/**
 * A PostgreSQL pattern for a text all in GSM-7: the characters `smsEncoding` takes for GSM-7
 * (all below U+0400, and €), each escaped inside the bracket.
 */
const GSM7_PATTERN = (() => {
  const candidates = [...Array.from({ length: 0x400 }, (_, code) => String.fromCharCode(code)), "€"];
  const gsm = candidates.filter((ch) => smsEncoding(ch) === "GSM-7");
  return `^[${gsm.map((ch) => (/[\\\]\[^-]/.test(ch) ? `\\${ch}` : ch)).join("")}]*$`;
})();

/** Which group a recipient's status puts them in; null for one a stopped send will never hand over. */
function groupOf(status: number | null, sendStillGoes: boolean): Group | null {
  switch (status) {
    case null:
      return sendStillGoes ? "operators_pending" : null;
    case 0:
    case 1:
      return "operators_sent";
    case 2:
      return "operators_delivered";
    case 3:
      return "operators_failed";
    case 4:
      return "operators_blacklist";
    default:
      return null;
  }
}

const emptyOperators = (): Required<OperatorCounts> =>
  Object.fromEntries(MOBILE_OPERATORS.map((operator) => [operator, { en: 0, fa: 0 }])) as Required<OperatorCounts>;

/** Creating, in review, sending or scheduled: recipients not yet handed over will still go. */
const stillGoes = (stateId: number) => stateId === 0 || stateId === 1 || stateId === 2 || stateId === 5;

/**
 * `bulk_stats` of one send: its recipients by status group, operator and the encoding their text
 * went out in (a line's «لغو۱۱» suffix makes every text UCS-2, so Persian). One grouped read of
 * the send's recipients; the language of a personal text is told in SQL.
 */
export async function bulkStats(
  db: Db,
  send: { id: number; stateId: number; message: string | null; cancelSuffix: boolean },
): Promise<BulkStats> {
  const sharedLanguage: Language = send.cancelSuffix || smsEncoding(send.message ?? "") === "UCS-2" ? "fa" : "en";
  const language = send.cancelSuffix
    ? sql<Language>`'fa'`
    : sql<Language>`case when ${sendRecipients.text} is null then ${sharedLanguage} when ${sendRecipients.text} ~ ${GSM7_PATTERN} then 'en' else 'fa' end`;
  const rows = await db
    .select({ operator: sendRecipients.operator, status: sendRecipients.status, language, n: count() })
    .from(sendRecipients)
    .where(eq(sendRecipients.sendId, send.id))
    .groupBy(sendRecipients.operator, sendRecipients.status, sql`3`);

  const stats = Object.fromEntries(BULK_STAT_GROUPS.map((group) => [group, emptyOperators()])) as Record<
    Group,
    Required<OperatorCounts>
  >;
  for (const row of rows) {
    const group = groupOf(row.status, stillGoes(send.stateId));
    const operator = (MOBILE_OPERATORS as readonly string[]).includes(row.operator)
      ? (row.operator as MobileOperator)
      : "other";
    if (group) stats[group][operator][row.language === "en" ? "en" : "fa"] += row.n;
  }
  return stats;
}
