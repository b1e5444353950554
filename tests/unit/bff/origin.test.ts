/** @jest-environment node */
import { isAllowedMutation } from "@/lib/bff/origin.mjs";

const PANEL = { host: "panel.example.ir", "x-panel-request": "1" };

function headers(values: Record<string, string>): Headers {
  return new Headers(values);
}

describe("isAllowedMutation (DESIGN.md: a mutation from another origin is refused)", () => {
  it.each(["GET", "get", "HEAD"])("always lets %s through, even cross-site without the header", (method) => {
    const crossSite = headers({
      host: "panel.example.ir",
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(isAllowedMutation(method, crossSite)).toBe(true);
  });

  it("accepts a POST from the panel's own page", () => {
    const h = headers({ ...PANEL, origin: "https://panel.example.ir", "sec-fetch-site": "same-origin" });
    expect(isAllowedMutation("POST", h)).toBe(true);
  });

  it("accepts a POST with the header when the browser sends neither Origin nor Sec-Fetch-Site", () => {
    expect(isAllowedMutation("POST", headers(PANEL))).toBe(true);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "post"])(
    "refuses %s without the x-panel-request header",
    (method) => {
      const h = headers({
        host: "panel.example.ir",
        origin: "https://panel.example.ir",
        "sec-fetch-site": "same-origin",
      });
      expect(isAllowedMutation(method, h)).toBe(false);
    },
  );

  it.each(["0", "true", "", "11"])("refuses the header with the value %p", (value) => {
    expect(isAllowedMutation("POST", headers({ host: "panel.example.ir", "x-panel-request": value }))).toBe(false);
  });

  it.each(["cross-site", "same-site", "none"])("refuses Sec-Fetch-Site: %s", (site) => {
    expect(isAllowedMutation("POST", headers({ ...PANEL, "sec-fetch-site": site }))).toBe(false);
  });

  it.each([
    ["another site", "https://evil.example"],
    ["a subdomain", "https://sub.panel.example.ir"],
    ["another port", "https://panel.example.ir:8443"],
    ["a look-alike suffix", "https://panel.example.ir.evil.example"],
    ["the opaque null origin", "null"],
    ["garbage", "not a url"],
  ])("refuses an Origin from %s", (_label, origin) => {
    expect(isAllowedMutation("POST", headers({ ...PANEL, origin }))).toBe(false);
  });

  it("refuses an Origin when there is no Host to compare it with", () => {
    expect(isAllowedMutation("POST", headers({ "x-panel-request": "1", origin: "https://panel.example.ir" }))).toBe(
      false,
    );
  });

  it("compares the Origin's port with the Host's", () => {
    const h = headers({ host: "localhost:3000", "x-panel-request": "1", origin: "http://localhost:3000" });
    expect(isAllowedMutation("POST", h)).toBe(true);
    expect(isAllowedMutation("POST", headers({ ...Object.fromEntries(h), origin: "http://localhost:3001" }))).toBe(
      false,
    );
  });

  describe("with PANEL_ORIGIN set (behind a proxy that rewrites Host)", () => {
    const panelOrigin = "https://panel.example.ir";

    it("compares the Origin with PANEL_ORIGIN, not with Host", () => {
      const h = headers({ host: "127.0.0.1:3000", "x-panel-request": "1", origin: "https://panel.example.ir" });
      expect(isAllowedMutation("POST", h, panelOrigin)).toBe(true);
      expect(isAllowedMutation("POST", h)).toBe(false);
    });

    it("refuses an Origin that only matches the Host", () => {
      const h = headers({ host: "127.0.0.1:3000", "x-panel-request": "1", origin: "http://127.0.0.1:3000" });
      expect(isAllowedMutation("POST", h, panelOrigin)).toBe(false);
    });

    it("still needs the header and a same-origin Sec-Fetch-Site", () => {
      const origin = "https://panel.example.ir";
      expect(isAllowedMutation("POST", headers({ origin }), panelOrigin)).toBe(false);
      expect(
        isAllowedMutation(
          "POST",
          headers({ origin, "x-panel-request": "1", "sec-fetch-site": "cross-site" }),
          panelOrigin,
        ),
      ).toBe(false);
    });
  });
});
