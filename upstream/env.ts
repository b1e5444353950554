import { z } from "zod";

/** Environment of the reference upstream, parsed once at start so a wrong setting fails loudly. */
const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
const optionalSecret = (min: number) =>
  z
    .string()
    .min(min, `must be at least ${min} characters`)
    .optional()
    .or(z.literal("").transform(() => undefined));
const seconds = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(31 * 24 * 3600)
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.string().default("development"),
  UPSTREAM_HOST: z.string().min(1).default("127.0.0.1"),
  UPSTREAM_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Development routes (`/__dev/*`): off unless set to 1 (the tests and benchmarks set it). */
  UPSTREAM_DEV_ROUTES: flag.default(false),
  /** The simulated operator prints every SMS it delivers (recipient and text) on the terminal. */
  UPSTREAM_PRINT_SMS: flag.default(false),
  /** Public address short links are opened at (`<LINK_BASE_URL>/l/<code>`); this upstream's own by default. */
  LINK_BASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Public address of this upstream as a browser reaches it: the simulated payment gateway's pages
   * are at `<UPSTREAM_PUBLIC_URL>/gateway/<authority>`. Unset: the origin of the request that made
   * the payment.
   */
  UPSTREAM_PUBLIC_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, "UPSTREAM_PUBLIC_URL must start with http:// or https://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * The panel's public origin, where a colleague's invitation link opens
   * (`<PANEL_ORIGIN>/invitation/<token>`); the panel reads the same variable. Unset:
   * `http://localhost:<PORT>`, the panel `npm start` runs beside this upstream.
   */
  PANEL_ORIGIN: z
    .string()
    .url()
    .regex(/^https?:\/\//, "PANEL_ORIGIN must start with http:// or https://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The panel's port, for the default PANEL_ORIGIN (`npm start` sets it for both). */
  PORT: z.coerce.number().int().min(1).max(65535).catch(3000),
  /** Life of a colleague's invitation link (72 hours). */
  INVITATION_TTL_SECONDS: seconds(72 * 3600),
  /** Life of a final token (Edge: 10 hours). */
  TOKEN_TTL_SECONDS: seconds(10 * 3600),
  /** Life of a temporary login, registration or password-reset token. */
  TEMP_TOKEN_TTL_SECONDS: seconds(10 * 60),
  /** Life of an SMS code. */
  OTP_TTL_SECONDS: seconds(120),
  /** Shortest wait between two one-time codes of one account and flow (sign-in, reset, ...). */
  OTP_RESEND_SECONDS: seconds(60),
  /**
   * Key of the HMAC the one-time codes are stored as (32+ characters). Unset: one is made once in
   * `${DATA_DIR}/otp-secret`; processes sharing one PostgreSQL need the same value.
   */
  OTP_HASH_SECRET: optionalSecret(32),
  /**
   * What the panel's BFF sends in `x-panel-forward-secret` to vouch for `x-panel-client-address`
   * (16+ characters). Unset: that header is never believed, the TCP peer is the client.
   */
  UPSTREAM_FORWARD_SECRET: optionalSecret(16),
  /** An impersonation token not used within this many seconds of being made never works. */
  IMPERSONATION_ENTRY_SECONDS: seconds(120),
  /** Webhooks may be delivered to loopback and private addresses (development and tests only). */
  WEBHOOKS_ALLOW_PRIVATE: flag.default(false),
  /** Multiplies the webhook retry schedule (upstream/webhooks/schedule.ts); tests shorten its day to seconds. */
  WEBHOOK_BACKOFF_SCALE: z.coerce.number().min(0.00001).max(1).default(1),
  /** Calls a second one API key may make (a key's own `rate_limit` overrides it); 429 beyond. */
  UPSTREAM_API_KEY_RATE: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** The log of calls made with API keys: on unless 0 (the benchmark measures its cost). */
  UPSTREAM_API_CALL_LOG: flag.default(true),
  /**
   * argon2id's cost for passwords stored from now on: `owasp` (19 MiB, two passes), or `test`
   * (1 MiB, one pass) for test runs that make thousands of throwaway accounts, and only together
   * with the development routes.
   */
  PASSWORD_HASH_COST: z.enum(["owasp", "test"]).default("owasp"),
  /**
   * With the embedded database, requests that write are refused (507) while DATA_DIR's disk has
   * less free than this many MiB, so the database never meets a full disk mid-write; 0 turns it off.
   */
  DATA_DIR_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000_000).default(256),
});

export type Env = z.infer<typeof envSchema> & {
  devRoutes: boolean;
  /** The panel's public origin, without a trailing slash. */
  panelOrigin: string;
};

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`invalid environment:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (env.PASSWORD_HASH_COST === "test" && !env.UPSTREAM_DEV_ROUTES)
    throw new Error("invalid environment:\n  PASSWORD_HASH_COST: test is for test runs, with UPSTREAM_DEV_ROUTES=1");
  const panelOrigin = (env.PANEL_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return { ...env, devRoutes: env.UPSTREAM_DEV_ROUTES, panelOrigin };
}
