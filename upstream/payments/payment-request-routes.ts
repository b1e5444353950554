import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/deps";

/** payment/*: online payment requests, offline transfers, gift packages, a payment and its invoice. */
export function paymentRequestRoutes(deps: Deps) {
  void deps;
  return new Hono<AppEnv>();
}
