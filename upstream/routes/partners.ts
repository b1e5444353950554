import { Hono } from "hono";
import {
  colleagueIdRequestSchema,
  colleagueListQuerySchema,
  createColleagueRequestSchema,
  updateColleagueRequestSchema,
} from "@/lib/contract/colleagues";
import {
  activateColleague,
  deactivateColleague,
  deleteColleague,
  inviteColleague,
  resendInvitation,
  updateColleague,
} from "../colleagues/colleague-writes";
import { colleagueCount, colleagueDetail, colleagueList } from "../colleagues/colleagues";
import type { AppEnv, Deps } from "../http/deps";
import { notFound } from "../http/failure";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { requireService } from "../plans/account-plan";
import { readBody, readQuery } from "../http/validate";

/**
 * Colleagues, `user/partner/*`: the owner's alone (route-permissions.ts). Deactivating or deleting
 * a colleague ends their sessions at once, live sockets included.
 */
export function partnerRoutes(deps: Deps) {
  const { db, env, live } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/", async (c) => {
      const query = readQuery(c, colleagueListQuerySchema);
      const { rows, total } = await colleagueList(db, c.get("user").id, query);
      return okPage(c, rows, { page: query.page, perPage: query.per_page, total });
    })
    .get("/:id{[0-9]+}", async (c) => {
      const id = Number(c.req.param("id"));
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
      return ok(c, await colleagueDetail(db, c.get("user").id, id));
    })
    .post("/create", async (c) => {
      const body = await readBody(c, createColleagueRequestSchema);
      // One colleague comes with every account; more need a plan that gives them.
      if ((await colleagueCount(db, c.get("user").id)) >= 1) await requireService(c, db, "colleagues");
      return ok(c, await inviteColleague(db, env, c.get("user"), body));
    })
    .post("/update", async (c) =>
      ok(c, await updateColleague(db, c.get("user").id, await readBody(c, updateColleagueRequestSchema))),
    )
    .post("/active", async (c) => {
      const { partner_id } = await readBody(c, colleagueIdRequestSchema);
      return ok(c, await activateColleague(db, c.get("user").id, partner_id));
    })
    .post("/deactive", async (c) => {
      const { partner_id } = await readBody(c, colleagueIdRequestSchema);
      const colleague = await deactivateColleague(db, c.get("user").id, partner_id);
      live.sessionsEnded(partner_id);
      return ok(c, colleague);
    })
    .post("/delete", async (c) => {
      const { partner_id } = await readBody(c, colleagueIdRequestSchema);
      await deleteColleague(db, c.get("user").id, partner_id);
      live.sessionsEnded(partner_id);
      return ok(c, null);
    })
    .post("/resend_invitation", async (c) => {
      const { partner_id } = await readBody(c, colleagueIdRequestSchema);
      return ok(c, await resendInvitation(db, env, c.get("user"), partner_id));
    });
}
