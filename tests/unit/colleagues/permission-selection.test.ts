import {
  groupSelection,
  inCatalogOrder,
  selectionCount,
  withGroupToggled,
  withPermission,
} from "@/components/colleagues/roles/permission-selection";
import { PERMISSION_GROUPS } from "@/lib/contract/permission-catalog";

const SEND = PERMISSION_GROUPS[0];
const REPORTS = PERMISSION_GROUPS[1];
const GROUPS = PERMISSION_GROUPS;

describe("a group's select-all", () => {
  it("is clear with nothing of the group chosen, mixed with some, checked with all", () => {
    expect(groupSelection(REPORTS, ["send.quick"])).toBe("none");
    expect(groupSelection(REPORTS, ["reports.view"])).toBe("some");
    expect(groupSelection(REPORTS, ["reports.cancel", "reports.view"])).toBe("all");
  });

  it("chooses the whole group from clear and from mixed, and lets it all go when checked", () => {
    const some = ["send.quick", "reports.view"];
    const all = withGroupToggled(GROUPS, some, SEND);
    expect(groupSelection(SEND, all)).toBe("all");
    expect(all).toContain("reports.view");

    const none = withGroupToggled(GROUPS, all, SEND);
    expect(groupSelection(SEND, none)).toBe("none");
    expect(none).toEqual(["reports.view"]);

    expect(groupSelection(REPORTS, withGroupToggled(GROUPS, [], REPORTS))).toBe("all");
  });

  it("leaves other groups as they were", () => {
    const chosen = withGroupToggled(GROUPS, ["contacts.view", "wallet.pay"], REPORTS);
    expect(chosen).toEqual(["reports.view", "reports.cancel", "contacts.view", "wallet.pay"]);
  });
});

describe("one permission", () => {
  it("is added and removed, the list kept in the catalog's order without repeats", () => {
    const added = withPermission(GROUPS, ["wallet.view"], "send.file", true);
    expect(added).toEqual(["send.file", "wallet.view"]);
    expect(withPermission(GROUPS, added, "send.file", true)).toEqual(["send.file", "wallet.view"]);
    expect(withPermission(GROUPS, added, "wallet.view", false)).toEqual(["send.file"]);
  });

  it("makes its group mixed, then checked once the last one is chosen", () => {
    let chosen = withPermission(GROUPS, [], "reports.view", true);
    expect(groupSelection(REPORTS, chosen)).toBe("some");
    chosen = withPermission(GROUPS, chosen, "reports.cancel", true);
    expect(groupSelection(REPORTS, chosen)).toBe("all");
  });
});

describe("a role's saved permissions", () => {
  it("drop any the catalog no longer knows, and count only known ones", () => {
    const saved = ["files.manage", "colleagues.manage", "send.quick", "send.quick"];
    expect(inCatalogOrder(GROUPS, saved)).toEqual(["send.quick", "files.manage"]);
    const total = GROUPS.reduce((sum, group) => sum + group.permissions.length, 0);
    expect(selectionCount(GROUPS, saved)).toEqual({ chosen: 2, total });
  });
});
