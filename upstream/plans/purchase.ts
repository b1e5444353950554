import { and, eq } from "drizzle-orm";
import { planCost, type AccountPlan } from "@/lib/contract/plans";
import { toPersianDigits } from "@/lib/validation/digits";
import type { Db } from "../db/client";
import { aclRoles, planPurchases, users } from "../db/schema";
import { ApiFailure, notFound, validationFailed } from "../http/failure";
import { MESSAGE_CODES } from "../http/messages";
import { addLedgerEntry, balanceOf, staysNonNegative } from "../services/ledger";
import { formatDateTime } from "../services/time";
import { alertIfLowCredit, settleLowCreditAlert } from "../wallet/low-credit";
import { liveServices } from "./account-plan";
import { planGrant } from "./grant";
import { PLAN_MESSAGES } from "./messages";

export interface PlanPurchase {
  plan: AccountPlan;
  /** What the wallet paid (rials). */
  paid: number;
  /** The ledger movement that paid for it. */
  transaction_id: number;
}

/**
 * Buys a package of the catalogue for the account from its credit: one ledger movement and the
 * plan's services at once, in one transaction behind the owner's row lock (every withdrawal of
 * the account waits there for the one before it). The same idempotency key buys once: a retried
 * request answers the first purchase. Buying the plan the account has already extends it from its
 * expiry; another plan replaces it from now. Short credit is 422 with the amount still needed.
 */
export async function buyPlan(
  db: Db,
  input: { userId: number; aclRoleId: number; idempotencyKey: string },
  now: Date = new Date(),
): Promise<{ purchase: PlanPurchase; created: boolean }> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ planRoleId: users.planRoleId, planServices: users.planServices, planExpiresAt: users.planExpiresAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("no key update");
    if (!owner) throw notFound();

    const [earlier] = await tx
      .select()
      .from(planPurchases)
      .where(and(eq(planPurchases.userId, input.userId), eq(planPurchases.idempotencyKey, input.idempotencyKey)));
    if (earlier) {
      const [role] = await tx.select().from(aclRoles).where(eq(aclRoles.id, earlier.aclRoleId));
      return {
        created: false,
        purchase: {
          plan: {
            acl_role_id: earlier.aclRoleId,
            acl_role_name: role?.name ?? "",
            expires_at: formatDateTime(earlier.expiresAt),
            services: liveServices(
              { planRoleId: earlier.aclRoleId, planServices: role?.services ?? [], planExpiresAt: earlier.expiresAt },
              now,
            ),
          },
          paid: Number(earlier.paid),
          transaction_id: earlier.ledgerEntryId ?? 0,
        },
      };
    }

    const [role] = await tx.select().from(aclRoles).where(eq(aclRoles.id, input.aclRoleId));
    if (!role || role.status !== "active" || role.aclType !== "user" || Number(role.price) <= 0)
      throw validationFailed({ acl_role_id: [PLAN_MESSAGES.notForSale] });

    const paid = planCost({ price: Number(role.price), special_disc: role.specialDisc });
    if (!(await staysNonNegative(tx, input.userId, String(-paid)))) {
      const credit = Math.floor(Number(await balanceOf(tx, input.userId)));
      throw new ApiFailure(422, PLAN_MESSAGES.creditShort(paid - credit), MESSAGE_CODES.unprocessable, {
        acl_role_id: [PLAN_MESSAGES.creditShort(paid - credit)],
      });
    }
    await settleLowCreditAlert(tx, input.userId);

    const renewal = owner.planRoleId === role.id && owner.planExpiresAt !== null && owner.planExpiresAt > now;
    const startsAt = renewal ? owner.planExpiresAt! : now;
    const grant = planGrant(role, startsAt);
    const expiresAt = grant.planExpiresAt!;
    const ledgerEntryId = await addLedgerEntry(tx, {
      userId: input.userId,
      amount: String(-paid),
      description: `خرید «${role.name}» برای ${toPersianDigits(String(role.termDays))} روز`,
      method: "plan",
      createdAt: now,
    });
    await tx.insert(planPurchases).values({
      userId: input.userId,
      aclRoleId: role.id,
      idempotencyKey: input.idempotencyKey,
      price: role.price,
      specialDisc: role.specialDisc,
      paid: String(paid),
      ledgerEntryId,
      startsAt,
      expiresAt,
      createdAt: now,
    });
    await tx.update(users).set(grant).where(eq(users.id, input.userId));
    await alertIfLowCredit(tx, input.userId);

    const services = liveServices({ planRoleId: role.id, planServices: role.services, planExpiresAt: expiresAt }, now);
    return {
      created: true,
      purchase: {
        plan: {
          acl_role_id: role.id,
          acl_role_name: role.name,
          expires_at: formatDateTime(expiresAt),
          services,
        },
        paid,
        transaction_id: ledgerEntryId,
      },
    };
  });
}
