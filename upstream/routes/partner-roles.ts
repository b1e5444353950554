import { Hono } from "hono";
import {
  createRoleRequestSchema,
  roleIdRequestSchema,
  roleListQuerySchema,
  updateRoleRequestSchema,
} from "@/lib/contract/colleagues";
import { PERMISSION_GROUPS } from "@/lib/contract/permission-catalog";
import { createRole, deleteRole, duplicateRole, ownRole, roleAnswer, roleList, updateRole } from "../colleagues/roles";
import type { AppEnv, Deps } from "../http/deps";
import { ok, okPage } from "../http/respond";
import { requireSession } from "../http/require-session";
import { readBody, readQuery } from "../http/validate";

/** The permission catalog as `permission_list` answers it: groups of ids with Persian titles. */
const PERMISSION_LIST = PERMISSION_GROUPS.map((group) => ({
  id: group.id,
  title: group.title,
  permissions: group.permissions.map((p) => ({ id: p.id, title: p.title })),
}));

/** Colleagues' access roles, `acl/partner/*`: the owner's alone (route-permissions.ts). */
export function partnerRoleRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireSession(deps))
    .get("/permission_list", (c) => ok(c, PERMISSION_LIST))
    .get("/role_list", async (c) => {
      const query = readQuery(c, roleListQuerySchema);
      const { rows, total } = await roleList(db, c.get("user").id, query);
      return okPage(c, rows, { page: query.page, perPage: query.per_page, total });
    })
    .get("/show_role", async (c) => {
      const { role_id } = readQuery(c, roleIdRequestSchema);
      return ok(c, await roleAnswer(db, await ownRole(db, c.get("user").id, role_id)));
    })
    .post("/create_role", async (c) =>
      ok(c, await createRole(db, c.get("user").id, await readBody(c, createRoleRequestSchema))),
    )
    .post("/update_role", async (c) =>
      ok(c, await updateRole(db, c.get("user").id, await readBody(c, updateRoleRequestSchema))),
    )
    .post("/delete_role", async (c) => {
      const { role_id } = await readBody(c, roleIdRequestSchema);
      await deleteRole(db, c.get("user").id, role_id);
      return ok(c, null);
    });
}

/** `plugins/partner/duplicate_role {role_id}`: duplicating a role goes by the plugins path (spec §7). */
export function partnerPluginRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>().use(requireSession(deps)).post("/duplicate_role", async (c) => {
    const { role_id } = await readBody(c, roleIdRequestSchema);
    return ok(c, await duplicateRole(db, c.get("user").id, role_id));
  });
}
