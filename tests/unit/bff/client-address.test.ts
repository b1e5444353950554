/** @jest-environment node */
import type { IncomingMessage } from "node:http";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_USER_AGENT_HEADER,
  clientAddressHeaders,
  clientAddressOf,
  FORWARD_SECRET_HEADER,
  stampClientAddress,
} from "@/lib/bff/client-address.mjs";

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

afterEach(() => {
  delete process.env.TRUST_PROXY_HOPS;
  delete process.env.UPSTREAM_FORWARD_SECRET;
});

describe("the browser's address as the BFF passes it upstream", () => {
  it("is the TCP peer, whatever X-Forwarded-For a browser writes, unless proxies of our own are declared", () => {
    expect(clientAddressOf(request("203.0.113.7", { "x-forwarded-for": "10.0.0.1" }))).toBe("203.0.113.7");
  });

  it("with TRUST_PROXY_HOPS=1 is the last X-Forwarded-For entry, the one our proxy appended", () => {
    process.env.TRUST_PROXY_HOPS = "1";
    expect(clientAddressOf(request("10.0.0.2", { "x-forwarded-for": "1.2.3.4, 198.51.100.9" }))).toBe("198.51.100.9");
    expect(clientAddressOf(request("10.0.0.2"))).toBe("10.0.0.2");
  });

  it("replaces a copy of the address header sent by the browser with the one the server saw", () => {
    const req = request("203.0.113.7", { [CLIENT_ADDRESS_HEADER]: "127.0.0.1" });
    stampClientAddress(req);
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe("203.0.113.7");
  });

  it("goes upstream only with the forward secret, and not at all when none is set", () => {
    expect(clientAddressHeaders("203.0.113.7")).toEqual({});
    process.env.UPSTREAM_FORWARD_SECRET = "s".repeat(64);
    expect(clientAddressHeaders("203.0.113.7")).toEqual({
      [CLIENT_ADDRESS_HEADER]: "203.0.113.7",
      [FORWARD_SECRET_HEADER]: "s".repeat(64),
    });
    expect(clientAddressHeaders("")).toEqual({});
  });

  it("carries the browser's user agent beside the address, cut to 512 characters, and nothing without an address", () => {
    process.env.UPSTREAM_FORWARD_SECRET = "s".repeat(64);
    const agent = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1";
    expect(clientAddressHeaders("203.0.113.7", agent)).toEqual({
      [CLIENT_ADDRESS_HEADER]: "203.0.113.7",
      [CLIENT_USER_AGENT_HEADER]: agent,
      [FORWARD_SECRET_HEADER]: "s".repeat(64),
    });
    expect(clientAddressHeaders("203.0.113.7", "x".repeat(2000))[CLIENT_USER_AGENT_HEADER]).toHaveLength(512);
    expect(clientAddressHeaders("203.0.113.7", "  ")).not.toHaveProperty(CLIENT_USER_AGENT_HEADER);
    expect(clientAddressHeaders(null, agent)).toEqual({});
  });
});
