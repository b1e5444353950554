/** @jest-environment node */
import { excerpt } from "@/lib/patterns/excerpt";

describe("excerpt", () => {
  it("leaves a short text whole, its line breaks as spaces", () => {
    expect(excerpt("کد شما\n%code%")).toBe("کد شما %code%");
  });

  it("cuts a long text at a word with an ellipsis", () => {
    const text = "کد ورود شما به فروشگاه %code% است و تا دو دقیقه اعتبار دارد";
    expect(excerpt(text, 30)).toBe("کد ورود شما به فروشگاه %code%…");
  });

  it("cuts a long word where it must", () => {
    expect(excerpt("a".repeat(50), 10)).toBe(`${"a".repeat(10)}…`);
  });
});
