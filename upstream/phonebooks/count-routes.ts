import { Hono } from "hono";
import { phonebookNumberCountQuerySchema } from "@/lib/contract/phonebooks";
import type { AppEnv, Deps } from "../http/deps";
import { ok } from "../http/respond";
import { readQuery } from "../http/validate";
import { countPhonebookNumbers } from "./number-count";
import { requireOwnPhonebooks } from "./ownership";

/** `phonebooks/numbers/count`: what a send to some phonebooks would reach, per operator. */
export function countRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().get("/numbers/count", async (c) => {
    const { phonebook_ids } = readQuery(c, phonebookNumberCountQuerySchema);
    const userId = c.get("user").id;
    await requireOwnPhonebooks(db, userId, phonebook_ids, (index) => `phonebook_ids.${index}`);
    return ok(c, await countPhonebookNumbers(db, userId, phonebook_ids));
  });
}
