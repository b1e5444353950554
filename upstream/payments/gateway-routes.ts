import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/deps";

/** The simulated bank gateway's pages (a test gateway of the reference upstream), outside /v1/api. */
export function gatewayRoutes(deps: Deps) {
  void deps;
  return new Hono<AppEnv>();
}
