/** @jest-environment node */
import { isSameOriginFormPost } from "@/lib/bff/same-origin-form";

jest.mock("server-only", () => ({}));

const post = (headers: Record<string, string>) => new Headers({ host: "panel.example.ir", ...headers });

describe("a form post from the panel's own page (support's entry confirmation)", () => {
  it("is accepted with a same-origin Origin and Sec-Fetch-Site", () => {
    expect(isSameOriginFormPost(post({ origin: "https://panel.example.ir", "sec-fetch-site": "same-origin" }))).toBe(
      true,
    );
  });

  it.each([
    [{ origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    [{ origin: "https://evil.example" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ origin: "null" }],
    [{}],
  ])("is refused with %p", (headers) => {
    expect(isSameOriginFormPost(post(headers))).toBe(false);
  });

  it("compares with PANEL_ORIGIN when one is set, not with Host", () => {
    const headers = post({ origin: "https://panel.example.ir", "sec-fetch-site": "same-origin" });
    expect(isSameOriginFormPost(headers, "https://sms.example.com")).toBe(false);
    expect(
      isSameOriginFormPost(
        new Headers({ host: "10.0.0.5:3000", origin: "https://sms.example.com" }),
        "https://sms.example.com",
      ),
    ).toBe(true);
  });
});
