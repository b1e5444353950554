import { Hono } from "hono";
import { etag } from "hono/etag";
import { llmsText } from "../api-docs/llms-text";
import { openApiDocument } from "../api-docs/openapi";
import type { AppEnv } from "../http/deps";

const ONE_HOUR = "public, max-age=3600";

/**
 * panel/api-docs and panel/llms.txt: the API reference, open to anyone as Edge publishes its
 * documentation; built from the contract once per process, so nothing of an account is in it.
 */
export function apiDocsRoutes() {
  return (
    new Hono<AppEnv>()
      // On each route, not `.use`: under /panel a middleware would run for the panel's other routes too.
      .get("/api-docs", etag(), (c) => {
        c.header("Cache-Control", ONE_HOUR);
        c.header("Content-Type", "application/json; charset=utf-8");
        return c.body(openApiDocument().json);
      })
      .get("/llms.txt", etag(), (c) => {
        c.header("Cache-Control", ONE_HOUR);
        c.header("Content-Type", "text/markdown; charset=utf-8");
        return c.body(llmsText());
      })
  );
}
