import { pageItems, totalPagesOf } from "@/lib/url-state/page-items";

const show = (items: ReturnType<typeof pageItems>) =>
  items.map((item) => (typeof item === "number" ? String(item) : "…")).join(" ");

describe("page numbers with ellipses", () => {
  it("lists every page when there are seven or fewer", () => {
    expect(show(pageItems(1, 1))).toBe("1");
    expect(show(pageItems(3, 7))).toBe("1 2 3 4 5 6 7");
    expect(pageItems(1, 0)).toEqual([]);
  });

  it("shows first, neighbours of the current page and last in the middle of a long list", () => {
    expect(show(pageItems(5, 20))).toBe("1 … 4 5 6 … 20");
    expect(show(pageItems(16, 20))).toBe("1 … 15 16 17 … 20");
  });

  it("keeps the row the same length near either end", () => {
    expect(show(pageItems(1, 20))).toBe("1 2 3 4 5 … 20");
    expect(show(pageItems(4, 20))).toBe("1 2 3 4 5 … 20");
    expect(show(pageItems(17, 20))).toBe("1 … 16 17 18 19 20");
    expect(show(pageItems(20, 20))).toBe("1 … 16 17 18 19 20");
  });

  it("never hides a single page behind an ellipsis", () => {
    for (let total = 8; total <= 30; total += 1) {
      for (let page = 1; page <= total; page += 1) {
        const items = pageItems(page, total);
        items.forEach((item, i) => {
          if (typeof item === "number") return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        expect(items).toContain(page);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it("clamps a current page outside the list", () => {
    expect(show(pageItems(99, 20))).toBe("1 … 16 17 18 19 20");
    expect(show(pageItems(0, 20))).toBe("1 2 3 4 5 … 20");
  });

  it("counts pages, rounding up", () => {
    expect(totalPagesOf(234, 10)).toBe(24);
    expect(totalPagesOf(240, 10)).toBe(24);
    expect(totalPagesOf(0, 10)).toBe(0);
  });
});
