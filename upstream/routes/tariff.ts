import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { TariffRow } from "@/lib/contract/numbers";
import { tenthsToDecimal, toTenths } from "@/lib/sms/price";
import { tariffs } from "../db/schema";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { requireSession } from "../http/require-session";

/** "1330.0000" from numeric(20,4) as Edge writes it: "1330.0". */
const rials = (value: string) => tenthsToDecimal(toTenths(value));

/**
 * GET user/get_tariff: per part, in rials, two rows per line kind as Edge sends them (MCI, then
 * the other operators). Mounted beside the public `/user` routes, so the session is required
 * on the route itself.
 */
export function tariffRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().get("/get_tariff", requireSession(deps), async (c) => {
    const rows = await db.select().from(tariffs).orderBy(asc(tariffs.sortOrder), asc(tariffs.operatorId));
    const data: TariffRow[] = rows.flatMap((r) => [
      { operator_id: r.operatorId, name: r.name, persian_mci: rials(r.persianMci), english_mci: rials(r.englishMci) },
      {
        operator_id: r.operatorId,
        name: r.name,
        persian_other: rials(r.persianOther),
        english_other: rials(r.englishOther),
      },
    ]);
    return ok(c, data);
  });
}
