import { Hono } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "../http/deps";
import { notFound } from "../http/failure";
import { ok } from "../http/respond";
import { PLUGIN_MESSAGES } from "../plugins/plugin-messages";
import { pluginFile, pluginRows } from "../plugins/plugin-files";

const ONE_HOUR = "public, max-age=3600";

/**
 * panel/plugins and panel/plugins/{id}/download: the provider's catalogue and its files, open to
 * anyone as the API reference they are built from is; nothing of an account is in them.
 */
export function pluginRoutes() {
  return (
    new Hono<AppEnv>()
      // On each route, not `.use`: under /panel a middleware would run for the panel's other routes too.
      .get("/plugins", etag(), (c) => {
        c.header("Cache-Control", ONE_HOUR);
        return ok(c, pluginRows());
      })
      .get("/plugins/:id{[0-9]+}/download", etag(), (c) => {
        // Only ever a key of the built files, written plainly: a number past them (however long) or
        // with leading zeros is simply not one, and nothing here is ever a path.
        const id = c.req.param("id");
        const file = /^[1-9][0-9]{0,8}$/.test(id) ? pluginFile(Number(id)) : undefined;
        if (!file) throw notFound(PLUGIN_MESSAGES.notFound);
        c.header("Cache-Control", ONE_HOUR);
        c.header("Content-Type", "application/zip");
        c.header("Content-Disposition", `attachment; filename="${file.name}"`);
        c.header("ETag", file.etag);
        return c.body(file.bytes);
      })
  );
}
