import { Hono, type Context } from "hono";
import { PATTERN_MESSAGES, patternListQuerySchema, patternRequestSchemaFor } from "@/lib/contract/patterns";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";
import { changeablePattern, createPattern, deletePattern, updatePattern } from "../patterns/changes";
import { listPatterns, visiblePattern } from "../patterns/list";
import { patternOut } from "../patterns/rows";

/** Longer than any code this upstream makes or seeds: answered as unknown without a lookup. */
const CODE_MAX = 64;

/** The `{code}` of the path; one no pattern could have answers 404 at once. */
function codeParam(c: Context<AppEnv>): string {
  const code = c.req.param("code") ?? "";
  if (code === "" || code.length > CODE_MAX) throw notFound(PATTERN_MESSAGES.notFound);
  return code;
}

/** The body of a create or an edit, checked with the account's business name (the text must name it). */
const readPattern = (c: Context<AppEnv>) => readBody(c, patternRequestSchemaFor(c.get("user").businessName));

/** A new pattern, waiting for review: `POST user/pattern` (Edge's page), and `POST patterns/normal` (its example). */
function create(deps: Deps) {
  return async (c: Context<AppEnv>) => {
    const body = await readPattern(c);
    const account = c.get("user");
    return ok(c, patternOut(await createPattern(deps.db, account.id, body), account.username));
  };
}

/** `POST user/pattern`: Edge's create. */
export function userPatternRoutes(deps: Deps) {
  return new Hono<AppEnv>().use(requireSession(deps)).post("/", create(deps));
}

/**
 * Edge's pattern calls under `patterns`: the list and one by code (the account's own and the
 * provider's systemic ones), and the account's own edited or deleted under `patterns/normal`.
 */
export function patternRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => {
      const query = readQuery(c, patternListQuerySchema);
      const account = c.get("user");
      const { rows, total } = await listPatterns(db, account.id, query);
      return okPage(
        c,
        rows.map((row) => patternOut(row, account.username)),
        { page: query.page, perPage: query.per_page, total },
      );
    })
    .post("/normal", create(deps))
    .put("/normal/:code", async (c) => {
      const code = codeParam(c);
      const account = c.get("user");
      // Whose it is first: a systemic or another account's code is refused whatever the body holds.
      await changeablePattern(db, account.id, code);
      const body = await readPattern(c);
      return ok(c, patternOut(await updatePattern(db, account.id, code, body), account.username));
    })
    .delete("/normal/:code", async (c) => {
      await deletePattern(db, c.get("user").id, codeParam(c));
      return ok(c, null);
    })
    .get("/:code", async (c) => {
      const account = c.get("user");
      const row = await visiblePattern(db, account.id, codeParam(c));
      if (!row) throw notFound(PATTERN_MESSAGES.notFound);
      return ok(c, patternOut(row, account.username));
    });
}
