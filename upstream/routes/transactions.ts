import { Hono } from "hono";
import type { AppEnv, Deps } from "../http/deps";

/** report/payment: the wallet's transactions and their export. */
export function transactionRoutes(deps: Deps) {
  void deps;
  return new Hono<AppEnv>();
}
