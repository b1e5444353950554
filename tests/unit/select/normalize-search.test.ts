import { filterOptionsByLabel, normalizeSearchText } from "@/components/ui/select";

describe("normalizeSearchText", () => {
  it("writes Arabic yeh and kaf as Persian ye and keheh", () => {
    expect(normalizeSearchText("كيف")).toBe("کیف");
    expect(normalizeSearchText("موسى")).toBe("موسی");
  });

  it("reads Persian and Arabic digits as Latin ones", () => {
    expect(normalizeSearchText("خط ۳۰۰۰ و ٤٥")).toBe("خط 3000 و 45");
  });

  it("ignores case, half-spaces and extra spaces", () => {
    expect(normalizeSearchText("  می\u200cخواهم   SMS ")).toBe("می خواهم sms");
  });
});

describe("filterOptionsByLabel", () => {
  const options = [
    { value: 1, label: "کرمان" },
    { value: 2, label: "یزد" },
    { value: 3, label: "پنل 3000" },
  ];

  it("keeps every option for an empty search, in order", () => {
    expect(filterOptionsByLabel(options, "  ")).toEqual(options);
  });

  it("matches whatever spelling the user types", () => {
    expect(filterOptionsByLabel(options, "كر").map((o) => o.value)).toEqual([1]);
    expect(filterOptionsByLabel(options, "يز").map((o) => o.value)).toEqual([2]);
    expect(filterOptionsByLabel(options, "۳۰۰").map((o) => o.value)).toEqual([3]);
  });

  it("finds nothing for a search no label contains", () => {
    expect(filterOptionsByLabel(options, "تبریز")).toEqual([]);
  });
});
