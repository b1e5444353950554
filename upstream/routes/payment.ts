import { Hono } from "hono";
import type { Credit } from "@/lib/contract/payment";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";
import { balanceOf, lastMovementAt } from "../services/ledger";
import { giftSummary } from "../wallet/gift";
import { formatDateTime, startOfTehranDay } from "../services/time";

/** GET payment/credit/mine: the wallet balance (the ledger's sum) in rials, Edge's shape. */
export function paymentRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().use(requireSession(deps)).get("/credit/mine", async (c) => {
    const userId = c.get("user").id;
    const [credit, yesterday, updatedAt, gift] = await Promise.all([
      balanceOf(db, userId),
      balanceOf(db, userId, startOfTehranDay()),
      lastMovementAt(db, userId),
      giftSummary(db, userId),
    ]);
    const data: Credit = {
      // Decimal strings from SQL become numbers only here, at the edge of the wire.
      credit: Number(credit),
      yesterday_credit: Number(yesterday),
      // Gift credit (wallet/gift.ts) and when its earliest-expiring lot still holding gift expires.
      gift: Number(gift.gift),
      gift_expires_at: gift.expiresAt ? formatDateTime(gift.expiresAt) : null,
      updated_at: updatedAt ? formatDateTime(updatedAt) : null,
    };
    return ok(c, data);
  });
}
