import { createApp } from "@/upstream/app";
import type { Deps } from "@/upstream/http/deps";

/** The keys (`METHOD /v1/api/path`) of the app's routes, read without a database: building it touches no dependency. */
export function apiRouteKeys(): string[] {
  const inert: object = new Proxy(() => undefined, { get: () => inert, apply: () => inert });
  const deps = { db: inert, env: { devRoutes: false }, live: inert } as unknown as Deps;
  const keys = createApp(deps)
    .routes.filter((route) => route.path.startsWith("/v1/api/") && route.method !== "ALL")
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)];
}
