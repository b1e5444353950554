import { and, count, desc, eq, ilike, ne, sql } from "drizzle-orm";
import { COLLEAGUE_LIMITS, COLLEAGUE_MESSAGES, type Role } from "@/lib/contract/colleagues";
import type { Permission } from "@/lib/contract/permissions";
import { toPersianDigits } from "@/lib/validation/digits";
import type { Db, Tx } from "../db/client";
import { partnerRoles, partners } from "../db/schema";
import { ApiFailure, notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { containsPattern, isUniqueViolation } from "../phonebooks/ownership";
import { formatDateTime } from "../services/time";
import { grantedPermissions } from "./membership";

type RoleRow = typeof partnerRoles.$inferSelect;

/** Colleagues who are not deleted still hold their role. */
const heldBy = (roleId: number) => and(eq(partners.roleId, roleId), ne(partners.state, "deleted"));

const roleOut = (row: RoleRow, colleagues: number): Role => ({
  id: row.id,
  title: row.title,
  permissions: grantedPermissions(row.permissions),
  colleagues_count: colleagues,
  created_at: formatDateTime(row.createdAt),
  updated_at: formatDateTime(row.updatedAt),
});

const titleTaken = () => validationFailed({ title: [COLLEAGUE_MESSAGES.roleTitleTaken] });

/** How many colleagues (not deleted) hold each of these roles. */
async function holders(db: Db | Tx, roleIds: number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: partners.roleId, n: count() })
    .from(partners)
    .where(and(sql`${partners.roleId} in ${roleIds}`, ne(partners.state, "deleted")))
    .groupBy(partners.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

/** The owner's own role, or 404 as for a role that does not exist (another owner's included). */
export async function ownRole(db: Db | Tx, ownerId: number, roleId: number): Promise<RoleRow> {
  const [row] = await db
    .select()
    .from(partnerRoles)
    .where(and(eq(partnerRoles.id, roleId), eq(partnerRoles.ownerId, ownerId)));
  if (!row) throw notFound(COLLEAGUE_MESSAGES.roleNotFound);
  return row;
}

/** A role as answered, with how many colleagues hold it. */
export async function roleAnswer(db: Db | Tx, row: RoleRow): Promise<Role> {
  return roleOut(row, (await holders(db, [row.id])).get(row.id) ?? 0);
}

export async function roleList(
  db: Db,
  ownerId: number,
  query: { page: number; per_page: number; search?: string },
): Promise<{ rows: Role[]; total: number }> {
  const where = and(
    eq(partnerRoles.ownerId, ownerId),
    query.search ? ilike(partnerRoles.title, containsPattern(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(partnerRoles)
      .where(where)
      .orderBy(desc(partnerRoles.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(partnerRoles).where(where),
  ]);
  const counts = await holders(
    db,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((r) => roleOut(r, counts.get(r.id) ?? 0)), total: total?.n ?? 0 };
}

async function titleInUse(db: Db | Tx, ownerId: number, title: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerRoles.id })
    .from(partnerRoles)
    .where(
      and(
        eq(partnerRoles.ownerId, ownerId),
        sql`lower(${partnerRoles.title}) = lower(${title})`,
        exceptId === undefined ? undefined : ne(partnerRoles.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Runs a write that may meet the per-owner title index; a clash is the title's field error. */
async function uniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw titleTaken();
    throw error;
  }
}

export async function createRole(
  db: Db,
  ownerId: number,
  input: { title: string; permissions: Permission[] },
): Promise<Role> {
  if (await titleInUse(db, ownerId, input.title)) throw titleTaken();
  const [row] = await uniqueTitle(() =>
    db.insert(partnerRoles).values({ ownerId, title: input.title, permissions: input.permissions }).returning(),
  );
  return roleOut(row!, 0);
}

export async function updateRole(
  db: Db,
  ownerId: number,
  input: { role_id: number; title: string; permissions: Permission[] },
): Promise<Role> {
  await ownRole(db, ownerId, input.role_id);
  if (await titleInUse(db, ownerId, input.title, input.role_id)) throw titleTaken();
  const [row] = await uniqueTitle(() =>
    db
      .update(partnerRoles)
      .set({ title: input.title, permissions: input.permissions, updatedAt: new Date() })
      .where(and(eq(partnerRoles.id, input.role_id), eq(partnerRoles.ownerId, ownerId)))
      .returning(),
  );
  if (!row) throw notFound(COLLEAGUE_MESSAGES.roleNotFound);
  return roleAnswer(db, row);
}

/**
 * Deletes a role no colleague holds; refused with 409 while a colleague who is not deleted does.
 * Deleted colleagues' membership rows that still name it go with it (their users row, with their
 * name, stays for the activity log).
 */
export async function deleteRole(db: Db, ownerId: number, roleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The role's row is locked, so a colleague given it meanwhile waits and then finds it gone.
    const [row] = await tx
      .select({ id: partnerRoles.id })
      .from(partnerRoles)
      .where(and(eq(partnerRoles.id, roleId), eq(partnerRoles.ownerId, ownerId)))
      .for("update");
    if (!row) throw notFound(COLLEAGUE_MESSAGES.roleNotFound);
    const [held] = await tx.select({ n: count() }).from(partners).where(heldBy(roleId));
    if ((held?.n ?? 0) > 0) throw new ApiFailure(409, COLLEAGUE_MESSAGES.roleInUse, MESSAGE_CODES.conflict);
    await tx.delete(partners).where(eq(partners.roleId, roleId));
    await tx.delete(partnerRoles).where(eq(partnerRoles.id, roleId));
  });
}

/** «<title> (کپی)», then «<title> (کپی ۲)», ...: the first title the owner does not use, within the title's limit. */
function copyTitle(title: string, n: number): string {
  const suffix = n === 1 ? " (کپی)" : ` (کپی ${toPersianDigits(n)})`;
  return `${title.slice(0, COLLEAGUE_LIMITS.roleTitleMax - suffix.length).trimEnd()}${suffix}`;
}

export async function duplicateRole(db: Db, ownerId: number, roleId: number): Promise<Role> {
  const source = await ownRole(db, ownerId, roleId);
  for (let n = 1; ; n++) {
    const title = copyTitle(source.title, n);
    if (await titleInUse(db, ownerId, title)) continue;
    try {
      const [row] = await db
        .insert(partnerRoles)
        .values({ ownerId, title, permissions: grantedPermissions(source.permissions) })
        .returning();
      return roleOut(row!, 0);
    } catch (error) {
      // Taken by a duplicate made at the same moment: try the next number.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}
