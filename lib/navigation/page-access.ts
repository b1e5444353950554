import { allows, allowsAny, SEND_PERMISSIONS, type Access, type Permission } from "@/lib/contract/permissions";
import { SEND_WAY_PERMISSIONS } from "@/lib/send/send-way-permissions";

/**
 * What a page asks of the member opening it, as the upstream's routes ask it of their calls:
 * `member` any signed-in member, `owner` the account's owner alone, a permission, any of several
 * or all of several.
 */
export type AccessRule =
  "member" | "owner" | Permission | { anyOf: readonly Permission[] } | { allOf: readonly Permission[] };

interface PageRule {
  /** A path's leading segments; `*` stands for any one segment. It covers the pages below it too. */
  path: string;
  rule: AccessRule;
}

/**
 * The one map from the panel's pages to what they need: the navigation, the send ways, the quick
 * access tiles, the profile's menus and the shell's gate all read it. The most specific entry
 * wins; a page with no entry is the owner's (closed by default, like the upstream).
 */
const PAGE_RULES: readonly PageRule[] = [
  { path: "/dashboard", rule: "member" },
  // The phone's «بیشتر»: it lists only what the member's role opens.
  { path: "/menu", rule: "member" },

  // The hub lists the send ways: a pattern send (made from its pattern's page) opens none of them.
  { path: "/send-sms", rule: { anyOf: Object.values(SEND_WAY_PERMISSIONS) } },
  ...Object.entries(SEND_WAY_PERMISSIONS).map(([path, permission]) => ({ path, rule: permission })),
  // A send's own page (/send-sms/{id}): its live report with reports.view, otherwise that it was accepted.
  { path: "/send-sms/*", rule: { anyOf: SEND_PERMISSIONS } },
  { path: "/reports", rule: "reports.view" },
  { path: "/inbox", rule: "inbox.view" },
  { path: "/contacts", rule: "contacts.view" },

  { path: "/wallet", rule: "wallet.view" },
  { path: "/wallet/credit", rule: "wallet.view" },
  { path: "/wallet/payment-result", rule: "wallet.pay" },
  { path: "/wallet/transactions", rule: "transactions.view" },
  { path: "/wallet/invoice", rule: "transactions.view" },

  { path: "/colleagues", rule: "owner" },

  // The account's sections (one page on a desktop, one each on a phone); the rest as listed.
  { path: "/profile", rule: "profile.view" },
  { path: "/profile/documents", rule: "owner" },
  { path: "/profile/change-phone-number", rule: "owner" },
  { path: "/profile/settings", rule: "owner" },
  { path: "/profile/security-setting", rule: "member" },
  { path: "/profile/tariffs", rule: "member" },
  // The catalogue of what the panel offers: every member's, each facility shown only where their role opens it.
  { path: "/facilities", rule: "member" },
  // The panel's preferences: every member saves their own (user/setting); the account's settings stay the owner's.
  { path: "/settings", rule: "member" },

  { path: "/pattern", rule: "patterns.view" },
  // The editor's pages: a role that only reads patterns never opens them.
  { path: "/pattern/create", rule: "patterns.edit" },
  { path: "/pattern/update/*", rule: "patterns.edit" },
  // A pattern's page, the account's own or a systemic one: reading it is enough (its test send asks send.pattern).
  { path: "/pattern/detail/*", rule: "patterns.view" },
  { path: "/pattern/systemic/*", rule: "patterns.view" },
  { path: "/predefined-messages", rule: "predefined_messages.view" },
  { path: "/secretary", rule: "secretaries.manage" },
  { path: "/developers", rule: "member" },
  // The catalogue and the API reference are the provider's, for every member to read.
  { path: "/developers/plugins", rule: "member" },
  { path: "/developers/documents", rule: "member" },
  { path: "/developers/api-keys", rule: "developers.api_keys" },
  { path: "/developers/api-calls", rule: "developers.api_calls" },
  // Webhooks carry the account's events out of it: the owner's alone, as upstream.
  { path: "/developers/webhooks", rule: "owner" },
  { path: "/file-management", rule: "files.manage" },
  { path: "/support", rule: "tickets.manage" },
  // Whom to call is every member's to read.
  { path: "/support/contact-info", rule: "member" },
  // The plans are what the wallet pays for: a member who sees the wallet sees them; buying is the owner's.
  { path: "/plans", rule: "wallet.view" },
];

/** A top-up link: the wallet page, and its payment part. */
export const TOP_UP_RULE: AccessRule = { allOf: ["wallet.view", "wallet.pay"] };

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

const COMPILED = PAGE_RULES.map((entry) => {
  const segments = segmentsOf(entry.path);
  return { ...entry, segments, literals: segments.filter((s) => s !== "*").length };
});

function covers(pattern: readonly string[], path: readonly string[]): boolean {
  return pattern.length <= path.length && pattern.every((segment, i) => segment === "*" || segment === path[i]);
}

/** The rule of a panel path (query and hash ignored): the entry covering most of it, literal segments first. */
export function pageRule(href: string): AccessRule {
  const path = segmentsOf(new URL(href, "http://panel").pathname);
  let best: (typeof COMPILED)[number] | null = null;
  for (const entry of COMPILED) {
    if (!covers(entry.segments, path)) continue;
    const better =
      !best ||
      entry.segments.length > best.segments.length ||
      (entry.segments.length === best.segments.length && entry.literals > best.literals);
    if (better) best = entry;
  }
  return best?.rule ?? "owner";
}

export function meetsRule(rule: AccessRule, access: Access): boolean {
  if (rule === "member") return true;
  if (rule === "owner") return access === "all";
  if (typeof rule === "string") return allows(access, rule);
  return "anyOf" in rule ? allowsAny(access, rule.anyOf) : rule.allOf.every((p) => allows(access, p));
}

/** Whether the member may open a panel path. */
export function canOpenPage(href: string, access: Access): boolean {
  return meetsRule(pageRule(href), access);
}

/** Whether a link leads somewhere the member may go: a panel path by the map, anything else (another site) as it is. */
export function canFollowLink(href: string | null, access: Access): boolean {
  const panelPath = href !== null && href.startsWith("/") && !href.startsWith("//");
  return !panelPath || canOpenPage(href, access);
}
