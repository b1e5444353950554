import { popupSide } from "@/lib/ui/popup-side";

describe("where a popup opens", () => {
  it("opens below while 350 px are free under the trigger", () => {
    expect(popupSide({ top: 100, bottom: 140 }, 490)).toBe("bottom");
    expect(popupSide({ top: 500, bottom: 540 }, 900)).toBe("bottom");
  });

  it("opens above when less than 350 px are free below and more room is above", () => {
    expect(popupSide({ top: 500, bottom: 540 }, 889)).toBe("top");
    expect(popupSide({ top: 700, bottom: 740 }, 800)).toBe("top");
  });

  it("stays below on a short screen when there is even less room above", () => {
    expect(popupSide({ top: 60, bottom: 100 }, 400)).toBe("bottom");
  });
});
