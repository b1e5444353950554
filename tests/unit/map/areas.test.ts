/** @jest-environment node */
import { AREA_MAX_POINTS, boundsOf, insideBox, IRAN_BOX, roundPoint } from "@/lib/map/area";
import type { LonLat } from "@/lib/map/projection";
import { PROVINCES, provinceArea } from "@/lib/map/provinces";
import { openRing, simplifyRing } from "@/lib/map/simplify";
import { mapSendSchema } from "@/lib/contract/send";

const square: LonLat[] = [
  [50, 30],
  [51, 30],
  [51, 31],
  [50, 31],
  [50, 30],
];

describe("rings", () => {
  it("drops the closing point that repeats the first", () => {
    expect(openRing(square)).toHaveLength(4);
    expect(openRing(square.slice(0, 4))).toHaveLength(4);
  });

  it("keeps a ring that is already small enough, without its closing point", () => {
    expect(simplifyRing(square, 200)).toEqual(square.slice(0, 4));
  });

  it("drops the points that change the shape least first", () => {
    // A square with a point on each side: the side points carry no area and go first.
    const withMidpoints: LonLat[] = [
      [50, 30],
      [50.5, 30],
      [51, 30],
      [51, 30.5],
      [51, 31],
      [50.5, 31],
      [50, 31],
      [50, 30.5],
    ];
    expect(simplifyRing(withMidpoints, 4)).toEqual([
      [50, 30],
      [51, 30],
      [51, 31],
      [50, 31],
    ]);
  });

  it("never returns fewer than 3 points", () => {
    expect(simplifyRing(square, 1)).toHaveLength(3);
  });
});

describe("a province as the area", () => {
  it("gives every province an area the send contract takes: 3 to 200 corners inside Iran's box", () => {
    for (const province of PROVINCES) {
      const area = provinceArea(province);
      expect(area.length).toBeGreaterThanOrEqual(3);
      expect(area.length).toBeLessThanOrEqual(AREA_MAX_POINTS);
      expect(area.every((point) => insideBox(point, IRAN_BOX))).toBe(true);
    }
    const item = {
      bank: "all",
      gender: 0,
      age_from: 1300,
      age_to: 1410,
      mci: { start: 0, size: 0 },
      irancell: { start: 0, size: 0 },
      other: { start: 0, size: 0 },
    };
    const request = {
      sending_type: "map",
      from_number: "+98BANK",
      message: "سلام",
      params: PROVINCES.map((p) => ({ ...item, polygon: provinceArea(p) })),
    };
    expect(mapSendSchema.safeParse(request).success).toBe(true);
  });

  it("takes Hormozgan's mainland, not one of its islands", () => {
    const hormozgan = PROVINCES.find((p) => p.name === "هرمزگان")!;
    const bounds = boundsOf(provinceArea(hormozgan))!;
    // The mainland runs from the Persian Gulf's coast near Bushehr to Sistan and Baluchestan.
    expect(bounds[2] - bounds[0]).toBeGreaterThan(5);
  });

  it("simplifies a province to the number of corners asked for", () => {
    const razavi = PROVINCES.find((p) => p.name === "خراسان رضوی")!;
    expect(provinceArea(razavi, 20)).toHaveLength(20);
  });
});

describe("points", () => {
  it("are kept to 5 decimals", () => {
    expect(roundPoint([51.3891234, 35.6894567])).toEqual([51.38912, 35.68946]);
  });

  it("are inside Iran's box only within the contract's limits", () => {
    expect(insideBox([51.4, 35.7], IRAN_BOX)).toBe(true);
    expect(insideBox([43.9, 35.7], IRAN_BOX)).toBe(false);
    expect(insideBox([51.4, 40.1], IRAN_BOX)).toBe(false);
  });

  it("have no box when there are none", () => {
    expect(boundsOf([])).toBeNull();
    expect(boundsOf(square)).toEqual([50, 30, 51, 31]);
  });
});
