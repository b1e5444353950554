/** @jest-environment node */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { panelEnvProblems, panelSetting } from "@/lib/bff/panel-env.mjs";

const VALID = {
  API_BASE_URL: "https://edge.ippanel.com",
  PANEL_ORIGIN: "https://sms.example.com",
  SESSION_SECRET: "s".repeat(32),
};

describe("the panel's configuration, checked before it starts", () => {
  it("accepts a real-upstream production setup with its three required settings", () => {
    expect(panelEnvProblems(VALID)).toEqual([]);
  });

  it.each([
    ["PORT", "70000"],
    ["API_BASE_URL", "ftp://edge.ippanel.com"],
    ["SOCKET_URL", "https://edge.ippanel.com/socket"],
    ["PANEL_ORIGIN", "https://sms.example.com/panel"],
    ["SESSION_SECRET", "too-short"],
    ["SESSION_COOKIE_SECURE", "yes"],
    ["TRUST_PROXY_HOPS", "one"],
    ["UPSTREAM_FORWARD_SECRET", "short"],
    ["UPSTREAM_TIMEOUT_MS", "0"],
    ["BFF_MAX_CALLS_PER_SESSION", "-4"],
    ["BFF_MAX_SOCKETS_PER_SESSION", "2.5"],
    ["OLD_PANEL_URL", "javascript:alert(1)"],
    ["MAP_TILE_URL", "https://tile.example.ir/tile.png"],
  ])("names %s when its value %p is not valid", (name, value) => {
    const problems = panelEnvProblems({ ...VALID, [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it("names every missing required setting at once", () => {
    const problems = panelEnvProblems({});
    expect(problems.map((line) => line.split(":")[0])).toEqual(["API_BASE_URL", "SESSION_SECRET", "PANEL_ORIGIN"]);
  });

  it("needs PANEL_ORIGIN only in production against a real upstream", () => {
    const withoutOrigin = { ...VALID, PANEL_ORIGIN: undefined };
    expect(panelEnvProblems(withoutOrigin)).toEqual([expect.stringMatching(/^PANEL_ORIGIN: must be set/)]);
    expect(panelEnvProblems(withoutOrigin, { dev: true })).toEqual([]);
    expect(panelEnvProblems({ ...withoutOrigin, PANEL_EMBEDDED_UPSTREAM: "1" })).toEqual([]);
  });

  it("treats an empty variable as unset", () => {
    expect(panelEnvProblems({ ...VALID, TRUST_PROXY_HOPS: "", MAP_TILE_URL: "" })).toEqual([]);
  });
});

describe("one setting, read through its rule", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("gives each setting its default when unset", () => {
    delete process.env.UPSTREAM_TIMEOUT_MS;
    delete process.env.TRUST_PROXY_HOPS;
    delete process.env.SESSION_COOKIE_SECURE;
    expect(panelSetting("UPSTREAM_TIMEOUT_MS")).toBe(30_000);
    expect(panelSetting("TRUST_PROXY_HOPS")).toBe(0);
    expect(panelSetting("SESSION_COOKIE_SECURE")).toBe(true);
  });

  it("reads the value as its type, at the time it is asked", () => {
    process.env.BFF_MAX_CALLS_PER_SESSION = "8";
    process.env.SESSION_COOKIE_SECURE = "false";
    expect(panelSetting("BFF_MAX_CALLS_PER_SESSION")).toBe(8);
    expect(panelSetting("SESSION_COOKIE_SECURE")).toBe(false);
  });

  it("refuses a value changed under a running panel, naming it", () => {
    process.env.UPSTREAM_TIMEOUT_MS = "soon";
    expect(() => panelSetting("UPSTREAM_TIMEOUT_MS")).toThrow(/^UPSTREAM_TIMEOUT_MS: /);
  });
});

describe("the panel's server with a wrong setting", () => {
  it("stops before it listens, naming the variable", () => {
    const result = spawnSync(process.execPath, [path.join(process.cwd(), "server.mjs")], {
      env: { ...process.env, ...VALID, NODE_ENV: "production", PORT: "0", TRUST_PROXY_HOPS: "all of them" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("TRUST_PROXY_HOPS: ");
    expect(result.stdout).not.toContain("panel ready");
  });
});
