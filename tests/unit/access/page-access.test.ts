import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { accessOf } from "@/lib/auth/access";
import { PERMISSIONS, SEND_PERMISSIONS, type Permission } from "@/lib/contract/permissions";
import { canOpenPage, meetsRule, pageRule, TOP_UP_RULE } from "@/lib/navigation/page-access";
import { SEND_WAYS } from "@/lib/send/send-ways";
import { SEND_WAY_PERMISSIONS } from "@/lib/send/send-way-permissions";

const SEND_ONLY: readonly Permission[] = ["send.quick", "reports.view"];

/** The panel's pages, as paths (a dynamic segment as a number), from app/(panel). */
function panelPages(): string[] {
  const root = join(process.cwd(), "app/(panel)");
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!name.startsWith("_")) walk(path);
      } else if (name === "page.tsx") {
        const segments = relative(root, dir).split("/").filter(Boolean);
        pages.push(`/${segments.map((s) => (s.startsWith("[") ? "1" : s)).join("/")}`);
      }
    }
  };
  walk(root);
  return pages;
}

/** The pages that are the account owner's alone, whatever a role holds. */
const OWNER_PAGES = [
  "/colleagues",
  "/profile/documents",
  "/profile/change-phone-number",
  "/profile/settings",
  "/developers/webhooks",
];

describe("the panel's access map", () => {
  it("gives the owner every page", () => {
    for (const path of [...panelPages(), ...OWNER_PAGES, "/pattern", "/unknown/page"]) {
      expect(canOpenPage(path, "all")).toBe(true);
    }
  });

  it("names every page of the panel: a colleague holding every permission opens all but the owner's", () => {
    const pages = panelPages();
    expect(pages.length).toBeGreaterThan(20);
    for (const path of pages) {
      const ownerOnly = OWNER_PAGES.some((p) => path === p || path.startsWith(`${p}/`));
      expect([path, canOpenPage(path, PERMISSIONS)]).toEqual([path, !ownerOnly]);
    }
  });

  it("closes a page it does not name to colleagues", () => {
    expect(pageRule("/a-page-not-in-the-map")).toBe("owner");
    expect(canOpenPage("/a-page-not-in-the-map", PERMISSIONS)).toBe(false);
  });

  it("opens the panel's preferences to every member, the account's settings to the owner alone", () => {
    expect(pageRule("/settings")).toBe("member");
    expect(canOpenPage("/settings", [])).toBe(true);
    expect(canOpenPage("/settings", ["reports.view"])).toBe(true);
    expect(canOpenPage("/profile/settings", PERMISSIONS)).toBe(false);
  });

  it("shows the plans to a member who sees the wallet, and to no other colleague", () => {
    expect(canOpenPage("/plans", ["wallet.view"])).toBe(true);
    expect(canOpenPage("/plans", ["send.quick", "reports.view"])).toBe(false);
  });

  it("asks of each page what its screens read", () => {
    expect(pageRule("/send-sms/quick")).toBe("send.quick");
    expect(pageRule("/send-sms")).toEqual({ anyOf: Object.values(SEND_WAY_PERMISSIONS) });
    expect(pageRule("/send-sms/12345")).toEqual({ anyOf: SEND_PERMISSIONS });
    expect(pageRule("/reports")).toBe("reports.view");
    expect(pageRule("/reports/archive-details/7")).toBe("reports.view");
    expect(pageRule("/inbox?unread=1")).toBe("inbox.view");
    expect(pageRule("/contacts/group/3")).toBe("contacts.view");
    expect(pageRule("/wallet/credit?tab=2")).toBe("wallet.view");
    expect(pageRule("/wallet/transactions")).toBe("transactions.view");
    expect(pageRule("/wallet/invoice/9")).toBe("transactions.view");
    expect(pageRule("/wallet/payment-result")).toBe("wallet.pay");
    expect(pageRule("/colleagues/create-access")).toBe("owner");
    expect(pageRule("/profile")).toBe("profile.view");
    expect(pageRule("/profile/account-info")).toBe("profile.view");
    expect(pageRule("/profile/documents")).toBe("owner");
    expect(pageRule("/profile/security-setting")).toBe("member");
    expect(pageRule("/profile/tariffs")).toBe("member");
    expect(pageRule("/dashboard")).toBe("member");
    expect(pageRule("/pattern")).toBe("patterns.view");
    expect(pageRule("/predefined-messages")).toBe("predefined_messages.view");
    expect(pageRule("/secretary/keywords/list")).toBe("secretaries.manage");
    expect(pageRule("/developers/api-keys")).toBe("developers.api_keys");
    expect(pageRule("/developers/plugins")).toBe("member");
    expect(pageRule("/developers/documents")).toBe("member");
    expect(pageRule("/developers/api-calls/42")).toBe("developers.api_calls");
    expect(pageRule("/developers/webhooks/7")).toBe("owner");
    expect(pageRule("/support/tickets")).toBe("tickets.manage");
    expect(pageRule("/file-management")).toBe("files.manage");
  });

  it("gives each send way the permission of its own kind of send", () => {
    for (const way of SEND_WAYS) expect(pageRule(way.path)).toBe(SEND_WAY_PERMISSIONS[way.path]);
    // A pattern send is made from its pattern's page (and by applications), not from a send way.
    expect(new Set([...Object.values(SEND_WAY_PERMISSIONS), "send.pattern"])).toEqual(new Set(SEND_PERMISSIONS));
    // So a colleague who may only send patterns is not shown a send hub with no way in it.
    expect(canOpenPage("/send-sms", ["send.pattern", "patterns.view"])).toBe(false);
    expect(canOpenPage("/pattern/detail/abc", ["send.pattern", "patterns.view"])).toBe(true);
  });

  it("lets a send-only colleague open home, quick send, the send hub and reports, and nothing else", () => {
    const open = (path: string) => canOpenPage(path, SEND_ONLY);
    expect(["/dashboard", "/send-sms", "/send-sms/quick", "/send-sms/88", "/reports", "/reports/88"].every(open)).toBe(
      true,
    );
    expect(open("/profile/security-setting")).toBe(true);
    for (const path of [
      "/wallet/credit",
      "/wallet/transactions",
      "/colleagues",
      "/inbox",
      "/contacts",
      "/send-sms/phonebook",
      "/send-sms/file",
      "/profile",
      "/profile/settings",
    ]) {
      expect([path, open(path)]).toEqual([path, false]);
    }
  });

  it("asks the wallet's viewing and paying of a top-up link", () => {
    expect(meetsRule(TOP_UP_RULE, ["wallet.view"])).toBe(false);
    expect(meetsRule(TOP_UP_RULE, ["wallet.pay"])).toBe(false);
    expect(meetsRule(TOP_UP_RULE, ["wallet.view", "wallet.pay"])).toBe(true);
    expect(meetsRule(TOP_UP_RULE, "all")).toBe(true);
  });
});

describe("what check_token says a member may do", () => {
  it("is everything for the owner, who has no member_of", () => {
    expect(accessOf(undefined)).toBe("all");
    expect(accessOf(null)).toBe("all");
  });

  it("is the role's permissions for a colleague, less any the panel does not know", () => {
    const access = accessOf({
      account_name: "شرکت نمونه",
      account_user_name: "owner1",
      permissions: ["send.quick", "reports.view", "colleagues.manage", "made.up"],
    });
    expect(access).toEqual(["send.quick", "reports.view"]);
  });

  it("is nothing beyond every member's pages for a colleague whose role is empty", () => {
    const access = accessOf({ account_name: null, account_user_name: "owner1", permissions: [] });
    expect(canOpenPage("/dashboard", access)).toBe(true);
    expect(canOpenPage("/send-sms", access)).toBe(false);
  });
});
