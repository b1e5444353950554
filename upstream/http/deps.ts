import type { HttpBindings } from "@hono/node-server";
import type { Db } from "../db/client";
import type { Env } from "../env";
import type { SessionUser } from "../auth/tokens";
import type { LiveEvents } from "../socket/live-events";
import type { ApiKeyCaller } from "../api-keys/key-auth";
import type { Access } from "@/lib/contract/permissions";

/** What every route is built with. */
export interface Deps {
  db: Db;
  env: Env;
  /** Pushes changes to the owner's open sockets; call after the change is committed. */
  live: LiveEvents;
  /** What a development route call must carry in `x-dev-secret` (development routes only). */
  devSecret?: string;
}

/**
 * Hono's typing of this app: Node's request bindings, and on protected routes: `user`, the account
 * worked in; `member`, the person signed in (the owner, or a colleague working in the owner's
 * account); `access`, what the member may do; `impersonated`, the session is support staff's entry
 * into the account, not the user's own; `apiKey`, the API key the call was made with (unset for a
 * session token: the member is then the account's owner, `tokenId` 0).
 */
export type AppEnv = {
  Bindings: HttpBindings;
  Variables: {
    user: SessionUser;
    member: SessionUser;
    access: Access;
    tokenId: number;
    impersonated: boolean;
    apiKey: ApiKeyCaller | undefined;
  };
};
