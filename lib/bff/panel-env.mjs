// @ts-check
// The panel's configuration: every variable it reads, with its rule and default, in one schema.
// The server checks the whole environment before it starts (a wrong value stops it with the
// variable's name); each part then reads its own setting through the same schema.
import { z } from "zod";
import { mapTileTemplate } from "../map/tile-url.mjs";

/** @param {string} value */
const isHttpUrl = (value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
};

/** @param {string} value */
const isOrigin = (value) => isHttpUrl(value) && new URL(value).pathname === "/" && !/[?#]/.test(value);

const httpUrl = z.string().refine(isHttpUrl, "must be an http(s) URL");
/**
 * @param {number} min
 * @param {number} max
 * @param {number} fallback
 */
const wholeNumber = (min, max, fallback) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number(message).int(message).min(min, message).max(max, message).default(fallback);
};

const panelEnvSchema = z.object({
  PORT: wholeNumber(1, 65_535, 3000),
  HOST: z.string().default("0.0.0.0"),
  /** The upstream's base host; npm start fills it in with the embedded upstream's address. */
  API_BASE_URL: z.string("must be set, e.g. https://edge.ippanel.com").refine(isHttpUrl, "must be an http(s) URL"),
  SOCKET_URL: z
    .string()
    .refine((value) => /^wss?:\/\/[^/]/.test(value), "must be a ws(s) URL")
    .optional(),
  PANEL_ORIGIN: z.string().refine(isOrigin, "must be the panel's origin only, e.g. https://sms.example.com").optional(),
  PANEL_EMBEDDED_UPSTREAM: z.literal("1").optional(),
  SESSION_SECRET: z.string("must be set to at least 32 characters").min(32, "must be set to at least 32 characters"),
  SESSION_COOKIE_SECURE: z
    .enum(["true", "false"], "must be true or false")
    .default("true")
    .transform((value) => value === "true"),
  TRUST_PROXY_HOPS: wholeNumber(0, 10, 0),
  UPSTREAM_FORWARD_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  UPSTREAM_TIMEOUT_MS: wholeNumber(1, 3_600_000, 30_000),
  BFF_MAX_CALLS_PER_SESSION: wholeNumber(1, 10_000, 32),
  BFF_MAX_SOCKETS_PER_SESSION: wholeNumber(1, 1_000, 4),
  OLD_PANEL_URL: httpUrl.optional(),
  MAP_TILE_URL: z
    .string()
    .refine((value) => mapTileTemplate(value) !== null, "must be an http(s) tile template with {z}, {x} and {y}")
    .optional(),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .transform((value) => value.trim().slice(0, 200) || undefined)
    .optional(),
});

/** @typedef {z.output<typeof panelEnvSchema>} PanelEnv */
/** @typedef {keyof PanelEnv} PanelEnvName */

/** An empty variable counts as unset, the way a shell's `NAME=` is meant. */
/** @param {string | undefined} value */
const present = (value) => (value === "" ? undefined : value);

/**
 * What is wrong with an environment, one line per variable ("TRUST_PROXY_HOPS: …"); empty when
 * the panel can start. Against a real upstream a production server must know its own origin.
 *
 * @param {Record<string, string | undefined>} source
 * @param {{ dev?: boolean }} [options]
 * @returns {string[]}
 */
export function panelEnvProblems(source, { dev = false } = {}) {
  const values = Object.fromEntries(Object.keys(panelEnvSchema.shape).map((name) => [name, present(source[name])]));
  const parsed = panelEnvSchema.safeParse(values);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  if (!dev && !values.PANEL_EMBEDDED_UPSTREAM && !values.PANEL_ORIGIN) {
    problems.push(
      "PANEL_ORIGIN: must be set (e.g. https://panel.example.com) when API_BASE_URL points at a real upstream",
    );
  }
  return problems;
}

/**
 * One setting, read from the process's environment now and checked by its rule. The server has
 * checked them all at start, so a throw here means a variable changed under a running panel.
 *
 * @template {PanelEnvName} Name
 * @param {Name} name
 * @returns {PanelEnv[Name]}
 */
export function panelSetting(name) {
  const parsed = panelEnvSchema.shape[name].safeParse(present(process.env[name]));
  if (!parsed.success) throw new Error(`${name}: ${parsed.error.issues[0]?.message ?? "is not valid"}`);
  return /** @type {PanelEnv[Name]} */ (parsed.data);
}

/**
 * Like panelSetting, but a value its rule refuses reads as unset: for settings whose absence is
 * the safe side (the map's tiles, whose origin goes into every page's CSP).
 *
 * @template {PanelEnvName} Name
 * @param {Name} name
 * @returns {PanelEnv[Name] | undefined}
 */
export function panelSettingIfValid(name) {
  const parsed = panelEnvSchema.shape[name].safeParse(present(process.env[name]));
  return parsed.success ? /** @type {PanelEnv[Name]} */ (parsed.data) : undefined;
}
