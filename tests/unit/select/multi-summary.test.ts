import { selectionSummaryText, summarizeSelection } from "@/components/ui/select";

describe("multi-select summary", () => {
  it("names one or two choices without a count", () => {
    expect(summarizeSelection(["تهران"])).toEqual({ named: "تهران", more: null });
    expect(summarizeSelection(["تهران", "شیراز"])).toEqual({ named: "تهران، شیراز", more: null });
  });

  it("names the first two and counts the rest in Persian digits", () => {
    expect(summarizeSelection(["تهران", "شیراز", "یزد"])).toEqual({ named: "تهران، شیراز", more: "+ ۱ مورد دیگر" });
    const twelve = Array.from({ length: 14 }, (_, i) => `شهر ${i}`);
    expect(selectionSummaryText(twelve)).toBe("شهر 0، شهر 1 + ۱۲ مورد دیگر");
  });

  it("is empty for nothing chosen", () => {
    expect(summarizeSelection([])).toEqual({ named: "", more: null });
  });
});
