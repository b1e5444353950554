/** @jest-environment node */
import { canOpenPage, pageRule } from "@/lib/navigation/page-access";

describe("who opens the pattern pages", () => {
  it("asks to read patterns for the list and a pattern's pages, to edit them for the editor", () => {
    expect(pageRule("/pattern?tab=1")).toBe("patterns.view");
    expect(pageRule("/pattern/detail/abc123")).toBe("patterns.view");
    expect(pageRule("/pattern/systemic/abc123")).toBe("patterns.view");
    expect(pageRule("/pattern/create")).toBe("patterns.edit");
    expect(pageRule("/pattern/update/abc123")).toBe("patterns.edit");
  });

  it("keeps a colleague who only reads patterns out of the editor", () => {
    expect(canOpenPage("/pattern", ["patterns.view"])).toBe(true);
    expect(canOpenPage("/pattern/create", ["patterns.view"])).toBe(false);
    expect(canOpenPage("/pattern/update/abc123", ["patterns.view"])).toBe(false);
    expect(canOpenPage("/pattern/update/abc123", ["patterns.view", "patterns.edit"])).toBe(true);
  });
});
