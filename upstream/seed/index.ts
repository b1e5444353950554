import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password-hash";
import type { Db, Tx } from "../db/client";
import {
  draftGroups,
  drafts,
  aclRoles,
  activityDomains,
  appSettings,
  banners,
  defaultLines,
  lineAssignments,
  news,
  quickAccessItems,
  senderLines,
  storedFiles,
  tariffs,
  users,
} from "../db/schema";
import { addLedgerEntry } from "../services/ledger";
import { seedBanks } from "./banks";
import { seedColleagues } from "./colleagues";
import { seedPatterns } from "./patterns";
import { seedInbox } from "./inbox";
import { seedPhonebooks } from "./phonebooks";
import { seedProfiles } from "./profile";
import { seedSends } from "./sends";
import { seedDocumentKinds } from "./documents";
import { seedWallet } from "./wallet";
import { seedSupport } from "./support";
import { DEMO_ACCOUNTS, DEMO_LEDGER, DEMO_PASSWORD } from "./data/accounts";
import { BANNERS, filePath } from "./data/banners";
import { ACTIVITY_DOMAINS, PACKAGES, PLATFORM_RESELLER_ID, QUICK_ACCESS } from "./data/catalog";
import { fullestPlan } from "../plans/grant";
import { DEFAULT_LINES, SENDER_LINES, TARIFFS } from "./data/lines";
import { DEMO_DRAFTS } from "./data/drafts";
import { NEWS } from "./data/news";

const ASSETS_DIR = fileURLToPath(new URL("./assets", import.meta.url));
const SEED_KEY = "seed_version";
const SEED_VERSION = "1";
/** Sending's data (tariffs, sender lines) has its own mark, so databases seeded before it get it too. */
const SENDING_SEED_KEY = "seed_sending_version";
const SENDING_SEED_VERSION = "1";
/** Any number: the advisory lock that keeps two starting processes from seeding twice. */
const DRAFTS_SEED_KEY = "seed_drafts_version";
const DRAFTS_SEED_VERSION = "1";
const PHONEBOOKS_SEED_KEY = "seed_phonebooks_version";
const PHONEBOOKS_SEED_VERSION = "1";
const INBOX_SEED_KEY = "seed_inbox_version";
const INBOX_SEED_VERSION = "1";
const SENDS_SEED_KEY = "seed_sends_version";
const SENDS_SEED_VERSION = "1";

const SEED_LOCK = 7_270_001;

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 24 * 3600 * 1000);

/**
 * Fills a new database once; each part that carries its mark is left as it is. True when
 * anything was added.
 */
export async function seedDatabase(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const assets = await readAssets();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    let added = false;
    if (!(await hasMark(tx, SEED_KEY))) {
      const now = new Date();
      await seedCatalog(tx, now);
      await seedAccounts(tx, passwordHash, now);
      await seedHome(tx, assets, now);
      await tx.insert(appSettings).values([
        { key: "register_enabled", value: "true" },
        { key: "forgot_password_enabled", value: "true" },
        { key: SEED_KEY, value: SEED_VERSION },
      ]);
      added = true;
    }
    if (!(await hasMark(tx, SENDING_SEED_KEY))) {
      await seedSending(tx);
      await tx.insert(appSettings).values({ key: SENDING_SEED_KEY, value: SENDING_SEED_VERSION });
      added = true;
    }
    if (!(await hasMark(tx, DRAFTS_SEED_KEY))) {
      await seedDrafts(tx);
      await tx.insert(appSettings).values({ key: DRAFTS_SEED_KEY, value: DRAFTS_SEED_VERSION });
      added = true;
    }
    if (!(await hasMark(tx, PHONEBOOKS_SEED_KEY))) {
      await seedPhonebooks(tx);
      await tx.insert(appSettings).values({ key: PHONEBOOKS_SEED_KEY, value: PHONEBOOKS_SEED_VERSION });
      added = true;
    }
    // After the lines and the phonebooks: the messages come to the demo's lines from its customers.
    if (!(await hasMark(tx, INBOX_SEED_KEY))) {
      await seedInbox(tx);
      await tx.insert(appSettings).values({ key: INBOX_SEED_KEY, value: INBOX_SEED_VERSION });
      added = true;
    }
    if (!(await hasMark(tx, SENDS_SEED_KEY))) {
      await seedSends(tx);
      await tx.insert(appSettings).values({ key: SENDS_SEED_KEY, value: SENDS_SEED_VERSION });
      added = true;
    }
    if (await seedWallet(tx)) added = true;
    if (await seedDocumentKinds(tx)) added = true;
    if (await seedColleagues(tx)) added = true;
    if (await seedPatterns(tx)) added = true;
    if (await seedSupport(tx)) added = true;
    return added;
  });
  const banks = await seedBanks(db, SEED_LOCK);
  // After the banks: the profile names a province and city of their geography.
  const profiles = await seedProfiles(db, SEED_LOCK);
  return seeded || banks || profiles;
}

/** The demo account's predefined messages. */
async function seedDrafts(tx: Tx): Promise<void> {
  for (const group of DEMO_DRAFTS) {
    const owner = await userIdOf(tx, group.username);
    if (owner === null) continue;
    const [row] = await tx
      .insert(draftGroups)
      .values({ userId: owner, title: group.title })
      .returning({ id: draftGroups.id });
    await tx.insert(drafts).values(group.messages.map((message) => ({ userId: owner, groupId: row!.id, message })));
  }
}

async function hasMark(tx: Tx, key: string): Promise<boolean> {
  const [mark] = await tx.select().from(appSettings).where(eq(appSettings.key, key));
  return Boolean(mark);
}

/** Tariffs of every line kind, the shared and agreement lines, and the seeded accounts' own lines. */
async function seedSending(tx: Tx): Promise<void> {
  await tx.insert(tariffs).values(TARIFFS.map((t, i) => ({ ...t, sortOrder: i + 1 })));
  for (const line of SENDER_LINES) {
    const [row] = await tx
      .insert(senderLines)
      .values({
        number: line.number,
        operatorId: line.operatorId,
        alias: line.alias,
        gets: line.gets ?? false,
        needsCancelSuffix: line.needsCancelSuffix ?? false,
        use: line.use ?? "general",
        shared: line.shared ?? false,
        agreementTitle: line.agreementTitle ?? null,
        agreement: line.agreement ?? null,
      })
      .returning({ id: senderLines.id });
    for (const username of line.owners ?? []) {
      const owner = await userIdOf(tx, username);
      if (owner !== null) await tx.insert(lineAssignments).values({ lineId: row!.id, userId: owner });
    }
  }
  for (const [username, number] of Object.entries(DEFAULT_LINES)) {
    const owner = await userIdOf(tx, username);
    const [line] = await tx.select({ id: senderLines.id }).from(senderLines).where(eq(senderLines.number, number));
    if (owner !== null && line) await tx.insert(defaultLines).values({ userId: owner, lineId: line.id });
  }
}

async function userIdOf(tx: Tx, username: string): Promise<number | null> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  return user?.id ?? null;
}

async function readAssets(): Promise<{ name: string; body: Buffer }[]> {
  const names = (await readdir(ASSETS_DIR)).filter((n) => n.endsWith(".svg")).sort();
  return Promise.all(names.map(async (name) => ({ name, body: await readFile(path.join(ASSETS_DIR, name)) })));
}

async function seedCatalog(tx: Tx, now: Date): Promise<void> {
  await tx.insert(activityDomains).values(ACTIVITY_DOMAINS.map((title, i) => ({ title, sortOrder: i + 1 })));
  await tx.insert(aclRoles).values(
    PACKAGES.map((p) => ({
      resellerId: PLATFORM_RESELLER_ID,
      name: p.name,
      price: p.price,
      specialDisc: p.specialDisc,
      minSmsCharge: p.minSmsCharge,
      forRegistration: p.forRegistration,
      priority: p.priority,
      aclType: p.aclType ?? "user",
      services: p.services,
      createdAt: daysAgo(120, now),
      updatedAt: daysAgo(30, now),
    })),
  );
}

async function seedAccounts(tx: Tx, passwordHash: string, now: Date): Promise<void> {
  const [defaultRole] = await tx.select({ id: aclRoles.id }).from(aclRoles).where(eq(aclRoles.priority, 2)).limit(1);
  const [domain] = await tx.select({ id: activityDomains.id }).from(activityDomains).limit(1);
  for (const account of DEMO_ACCOUNTS) {
    const [user] = await tx
      .insert(users)
      .values({
        username: account.username,
        name: account.name,
        mobile: account.mobile,
        passwordHash,
        status: "active",
        twoStep: account.twoStep,
        resellerId: PLATFORM_RESELLER_ID,
        aclRoleId: defaultRole?.id ?? null,
        // The demo accounts show every service: they hold the fullest plan.
        ...(await fullestPlan(tx, now)),
        activityDomainId: domain?.id ?? null,
        businessName: account.businessName,
        createdAt: daysAgo(60, now),
      })
      .returning({ id: users.id });
    if (account.username === "demo") {
      for (const entry of DEMO_LEDGER) {
        await addLedgerEntry(tx, {
          userId: user!.id,
          amount: entry.amount,
          description: entry.description,
          method: entry.method,
          createdAt: daysAgo(entry.daysAgo, now),
        });
      }
    }
  }
}

async function seedHome(tx: Tx, assets: { name: string; body: Buffer }[], now: Date): Promise<void> {
  await tx
    .insert(storedFiles)
    .values(assets.map((a) => ({ name: a.name, contentType: "image/svg+xml", body: a.body })));
  await tx.insert(news).values(
    NEWS.map((n) => ({
      title: n.title,
      description: n.description,
      link: n.link,
      publishedAt: daysAgo(n.daysAgo, now),
    })),
  );
  await tx.insert(quickAccessItems).values(QUICK_ACCESS.map((q, i) => ({ ...q, sortOrder: i + 1 })));
  await tx.insert(banners).values(
    BANNERS.map((b, i) => ({
      type: b.type,
      action: b.action,
      sortOrder: i + 1,
      mainDesktop: filePath(b.main.desktop),
      mainMobile: filePath(b.main.mobile),
      mainLink: b.main.link,
      mainAlt: b.main.alt,
      popupDesktop: b.popup ? filePath(b.popup.desktop) : null,
      popupMobile: b.popup ? filePath(b.popup.mobile) : null,
      popupLink: b.popup?.link ?? null,
      popupAlt: b.popup?.alt ?? null,
    })),
  );
}
