import { count, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { EXPORT_FORMATS, type ExportFormat } from "@/lib/contract/common";
import type { SecretaryInboxKind } from "@/lib/contract/secretaries";
import type { DeliveryStatus } from "@/lib/contract/send";
import type { ParsedInboxFilters } from "@/lib/contract/inbox";
import type { TransactionFilters } from "@/lib/contract/payment";
import type { ReportFilters } from "@/lib/contract/report";
import { activityRows, activityUpTo, type ActivityFilters } from "../activity/log-query";
import type { Db } from "../db/client";
import {
  activityLog,
  contacts,
  inboxMessages,
  ledgerEntries,
  phonebooks,
  secretaryMessages,
  sends,
} from "../db/schema";
import { inboxRows } from "../inbox/export";
import { inboxWhere } from "../inbox/filters";
import { contactFileRows } from "../phonebooks/export";
import { contactsWhere, type ContactFilters } from "../phonebooks/contacts-query";
import { visibleFeatures } from "../phonebooks/features";
import { reportWhere } from "../reports/list-query";
import { ownSend } from "../reports/own-send";
import { recipientFileRows } from "../reports/recipients-file";
import { sendFileRows } from "../reports/sends-file";
import { recipientsWithStatus } from "../reports/status-counts";
import { ownSecretaryInbox, secretaryInboxRows } from "../secretaries/inbox-export";
import { transactionSheetRows, transactionsWhere } from "../wallet/transactions";

/** Rows of a sheet, titles first, a batch at a time. */
export type SheetBatches = AsyncIterable<readonly (readonly string[])[]>;

/** The account an export is made for, and the member who asked for it. */
export interface ExportOwner {
  userId: number;
  memberId: number;
  /** The account's username: the systemic sends' filter reads it. */
  username: string;
}

/** What each export needs to be written again, later or by another process: JSON, as the file row keeps it. */
interface ExportParams {
  contacts: { filters: ContactFilters };
  phonebook: { filters: ContactFilters };
  send_recipients: { send_id: number; status?: DeliveryStatus };
  systemic_sends: { filters: ReportFilters };
  transactions: { filters: TransactionFilters };
  /** The log as it stood when asked for: entries up to `up_to`, never the download's own. */
  activity: { filters: ActivityFilters; up_to: number };
  inbox: { filters: ParsedInboxFilters };
  secretary_inbox: { secretary_id: number; inbox_type: SecretaryInboxKind | "all" };
}
export type ExportKind = keyof ExportParams;

/** One export: which rows, in which format, under which name (`<baseName>.<format>`). */
export type ExportJob = {
  [K in ExportKind]: { kind: K; params: ExportParams[K]; format: ExportFormat; baseName: string };
}[ExportKind];

interface KindSpec<K extends ExportKind> {
  /** How many rows the file will hold (titles aside): past 100,000 it is written in the background. */
  count(db: Db, owner: ExportOwner, params: ExportParams[K]): Promise<number>;
  /**
   * The rows, titles first; a send or secretary that is gone by then throws its 404. `page` asks
   * for shorter reads where an export's queries are long (the contacts, with their tags).
   */
  rows(db: Db, owner: ExportOwner, params: ExportParams[K], page?: number): Promise<SheetBatches>;
}

async function countWhere(db: Db, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

const contactsSpec: KindSpec<"contacts" | "phonebook"> = {
  async count(db, owner, { filters }) {
    const [row] = await db
      .select({ n: count() })
      .from(contacts)
      .innerJoin(phonebooks, eq(phonebooks.id, contacts.phonebookId))
      .where(contactsWhere(owner.userId, filters));
    return Number(row?.n ?? 0);
  },
  rows: async (db, owner, { filters }, page) =>
    contactFileRows(db, contactsWhere(owner.userId, filters), await visibleFeatures(db, owner.userId), page),
};

const activityWhereOf = (owner: ExportOwner, params: ExportParams["activity"]) =>
  activityUpTo(owner.userId, params.filters, params.up_to);

const SPECS: { [K in ExportKind]: KindSpec<K> } = {
  contacts: contactsSpec,
  phonebook: contactsSpec,
  send_recipients: {
    async count(db, owner, { send_id, status }) {
      const send = await ownSend(db, owner.userId, send_id);
      return status === undefined ? send.recipientCount : recipientsWithStatus(db, send, status);
    },
    rows: async (db, owner, { send_id, status }) =>
      recipientFileRows(db, await ownSend(db, owner.userId, send_id), status),
  },
  systemic_sends: {
    count: (db, owner, { filters }) => countWhere(db, sends, reportWhere("systemic", systemicUser(owner), filters)),
    rows: async (db, owner, { filters }) => sendFileRows(db, reportWhere("systemic", systemicUser(owner), filters)),
  },
  transactions: {
    count: (db, owner, { filters }) => countWhere(db, ledgerEntries, transactionsWhere(owner.userId, filters)),
    rows: async (db, owner, { filters }) => transactionSheetRows(db, transactionsWhere(owner.userId, filters)),
  },
  activity: {
    count: (db, owner, params) => countWhere(db, activityLog, activityWhereOf(owner, params)),
    rows: async (db, owner, params) => activityRows(db, activityWhereOf(owner, params)),
  },
  inbox: {
    count: (db, owner, { filters }) => countWhere(db, inboxMessages, inboxWhere(owner.userId, filters)),
    rows: async (db, owner, { filters }) => inboxRows(db, inboxWhere(owner.userId, filters)),
  },
  secretary_inbox: {
    count: async (db, owner, { secretary_id, inbox_type }) =>
      countWhere(db, secretaryMessages, await ownSecretaryInbox(db, owner.userId, secretary_id, inbox_type)),
    rows: async (db, owner, { secretary_id, inbox_type }) =>
      secretaryInboxRows(db, await ownSecretaryInbox(db, owner.userId, secretary_id, inbox_type)),
  },
};

function systemicUser(owner: ExportOwner) {
  return { id: owner.userId, username: owner.username };
}

const spec = <K extends ExportKind>(kind: K) => SPECS[kind] as KindSpec<ExportKind>;

/** How many rows the export's file will hold. */
export const exportRowCount = (db: Db, owner: ExportOwner, job: ExportJob) =>
  spec(job.kind).count(db, owner, job.params);

/** The export's rows, titles first, read as they are written (in pages of `page` rows where the export reads long pages). */
export const exportRows = (db: Db, owner: ExportOwner, job: ExportJob, page?: number) =>
  spec(job.kind).rows(db, owner, job.params, page);

/** A stored job as the file row keeps it; anything else (a row written by an older version) is not written. */
const storedJobSchema = z.object({
  kind: z.enum(Object.keys(SPECS) as [ExportKind, ...ExportKind[]]),
  params: z.record(z.string(), z.unknown()),
  format: z.enum(EXPORT_FORMATS),
  baseName: z.string().min(1).max(200),
});

export function storedJob(value: unknown): ExportJob | null {
  const parsed = storedJobSchema.safeParse(value);
  return parsed.success ? (parsed.data as ExportJob) : null;
}
