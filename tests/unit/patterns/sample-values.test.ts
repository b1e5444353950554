/** @jest-environment node */
import { previewText, sampleValue } from "@/lib/patterns/sample-values";

describe("sampleValue", () => {
  it("fills a number with digits of its length", () => {
    expect(sampleValue({ type: "integer", len: 6 })).toBe("123456");
    expect(sampleValue({ type: "integer", len: 12 })).toBe("123456789012");
  });

  it("fills a string with Persian words of its length, never ending in a space", () => {
    expect(sampleValue({ type: "string", len: 5 })).toBe("نمونه");
    expect(sampleValue({ type: "string", len: 8 })).toBe("نمونه نم");
    const six = sampleValue({ type: "string", len: 6 });
    expect(six).toHaveLength(6);
    expect(six.endsWith(" ")).toBe(false);
  });

  it("previews a length being typed or out of range at the default 40", () => {
    expect(sampleValue({ type: "integer", len: "" })).toHaveLength(40);
    expect(sampleValue({ type: "integer", len: "101" })).toHaveLength(40);
    expect(sampleValue({ type: "integer", len: "7" })).toHaveLength(7);
  });
});

describe("previewText", () => {
  it("puts each variable's sample in its place and leaves unknown ones as written", () => {
    expect(
      previewText("کد %code% برای %shop% و %other%", [
        { name: "code", type: "integer", len: 4 },
        { name: "shop", type: "string", len: 5 },
      ]),
    ).toBe("کد 1234 برای نمونه و %other%");
  });
});
