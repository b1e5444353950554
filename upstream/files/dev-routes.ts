import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { accountFiles, contacts, inboxMessages, phonebooks, users } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { ok } from "../http/respond";
import { readBody } from "../http/validate";
import { findUserByUsername } from "../services/users";

const plantBody = z.object({
  username: z.string().trim().min(1),
  title: z.string().trim().min(1).max(100),
  count: z.number().int().min(1).max(1_000_000),
});
const usernameBody = z.object({ username: z.string().trim().min(1) });
const countBody = usernameBody.extend({ count: z.number().int().min(1).max(1_000_000) });
const quotaBody = usernameBody.extend({ quota_bytes: z.number().int().min(0) });

/**
 * Development routes of file management: a phonebook with many contacts, or many received
 * messages, in one statement (a large export in seconds), the account's file quota, and an export
 * held by another writer (tests).
 */
export function devFileRoutes({ db }: Deps) {
  return (
    new Hono<AppEnv>()
      .post("/contacts/plant", async (c) => {
        const body = await readBody(c, plantBody);
        const user = await findUserByUsername(db, body.username);
        if (!user) throw notFound();
        const [book] = await db
          .insert(phonebooks)
          .values({ userId: user.id, title: body.title, contactCount: body.count })
          .returning({ id: phonebooks.id });
        await db.execute(sql`
        insert into ${contacts} (user_id, phonebook_id, msisdn, name, gender)
        select ${user.id}::int, ${book!.id}::int, '98912' || lpad(n::text, 7, '0'), 'مخاطب ' || n, 1 + n % 2
        from generate_series(1, ${body.count}::int) as n`);
        return ok(c, { phonebook_id: book!.id });
      })
      .post("/inbox/plant", async (c) => {
        const body = await readBody(c, countBody);
        const user = await findUserByUsername(db, body.username);
        if (!user) throw notFound();
        await db.execute(sql`
        insert into ${inboxMessages} (user_id, to_number, from_msisdn, message, received_at)
        select ${user.id}::int, '+983000505', '98912' || lpad(n::text, 7, '0'), 'پیام ' || n, now() - n * interval '1 second'
        from generate_series(1, ${body.count}::int) as n`);
        return ok(c, null);
      })
      .post("/files/quota", async (c) => {
        const body = await readBody(c, quotaBody);
        const user = await findUserByUsername(db, body.username);
        if (!user) throw notFound();
        await db.update(users).set({ fileQuotaBytes: body.quota_bytes }).where(eq(users.id, user.id));
        return ok(c, null);
      })
      // An export another process is writing (its lease held for an hour), to watch what it refuses.
      .post("/files/writing", async (c) => {
        const body = await readBody(c, usernameBody);
        const user = await findUserByUsername(db, body.username);
        if (!user) throw notFound();
        const [row] = await db
          .insert(accountFiles)
          .values({
            userId: user.id,
            memberId: user.id,
            category: "exports",
            source: "contacts",
            name: "contacts.csv",
            contentType: "",
            state: "writing",
            rowsTotal: 200_000,
            rowsDone: 30_000,
            leaseOwner: "another-process",
            leaseUntil: sql`now() + interval '1 hour'`,
          })
          .returning({ id: accountFiles.id });
        return ok(c, { id: row!.id });
      })
  );
}
