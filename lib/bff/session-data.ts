import type { LoginMethod, SessionUser } from "../contract/auth";

/** A token-yielding step in progress: the temporary token never leaves the server. */
export interface PendingStep {
  purpose: "login" | "register" | "forgot";
  token: string;
  method: LoginMethod;
  expiresAt: number;
  /** Forgotten password: what step 1 sent, to send the code again, and the code once checked. */
  username?: string;
  mobile?: string;
  otp?: string;
}

/** What the sealed session cookie holds. */
export interface SessionData {
  token?: string;
  expiresAt?: number;
  user?: Omit<SessionUser, "impersonated">;
  impersonated?: boolean;
  pending?: PendingStep;
}

export { liveToken } from "./session-token.mjs";
