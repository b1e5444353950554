import type * as z from "zod/mini";
import {
  activeSessionsResponseSchema,
  signInEventsResponseSchema,
  twoStepStatusResponseSchema,
  type ActiveSession,
  type SignInEvent,
  type TwoStepStatus,
} from "../../contract/security";
import type { UpstreamQuery } from "./upstream-query";

export const USER_PATH = "v1/api/user";

export const securityKeys = {
  all: ["security"] as const,
  twoStep: () => [...securityKeys.all, "two-step"] as const,
  sessions: () => [...securityKeys.all, "sessions"] as const,
  signIns: () => [...securityKeys.all, "sign-ins"] as const,
};

/** A GET whose cache keeps the answer's `data`. */
const read = <S extends z.ZodMiniType<{ data: unknown }>, T>(
  queryKey: readonly unknown[],
  path: string,
  schema: S,
): UpstreamQuery<S, T> => ({ kind: "query", queryKey, path, schema, toData: (body) => body.data as T });

/** How the account signs in now and how many recovery codes are left. */
export const twoStepStatusQuery = read<typeof twoStepStatusResponseSchema, TwoStepStatus>(
  securityKeys.twoStep(),
  `${USER_PATH}/2fa/status`,
  twoStepStatusResponseSchema,
);

/** The user's live sessions, this one marked. */
export const activeSessionsQuery = read<typeof activeSessionsResponseSchema, ActiveSession[]>(
  securityKeys.sessions(),
  `${USER_PATH}/sessions`,
  activeSessionsResponseSchema,
);

/** The last twenty sign-in attempts. */
export const signInEventsQuery = read<typeof signInEventsResponseSchema, SignInEvent[]>(
  securityKeys.signIns(),
  `${USER_PATH}/sign_in_events`,
  signInEventsResponseSchema,
);
