import { Hono } from "hono";
import { transactionExportRequestSchema, transactionListRequestSchema } from "@/lib/contract/payment";
import type { AppEnv, Deps } from "../http/deps";
import { okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody } from "../http/validate";
import { exportResponse } from "../files/export-response";
import { transactionsPage } from "../wallet/transactions";

/**
 * report/payment: the wallet's transactions (`POST /new`, Edge's paged list of the rows of the
 * credit and gift balances, newest first) and their export (`POST /export/new`, a streamed file).
 */
export function transactionRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .post("/new", async (c) => {
      const { page, limit, filters } = await readBody(c, transactionListRequestSchema);
      const { rows, total } = await transactionsPage(db, c.get("user").id, { page, limit, filters });
      return okPage(c, rows, { page, perPage: limit, total });
    })
    .post("/export/new", async (c) => {
      const { filters, format } = await readBody(c, transactionExportRequestSchema);
      const day = new Date().toISOString().slice(0, 10);
      return exportResponse(c, db, {
        kind: "transactions",
        params: { filters },
        format,
        baseName: `transactions-${day}`,
      });
    });
}
