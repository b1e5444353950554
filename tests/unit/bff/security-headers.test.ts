/**
 * @jest-environment node
 */
import { pageContentSecurityPolicy } from "@/lib/bff/security-headers.mjs";

const imgSrc = () =>
  pageContentSecurityPolicy("n0nce")
    .split("; ")
    .find((directive) => directive.startsWith("img-src"));

const saved = process.env.MAP_TILE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.MAP_TILE_URL;
  else process.env.MAP_TILE_URL = saved;
});

describe("the pages' img-src and the map's tile server", () => {
  it("allows only the panel's own images without MAP_TILE_URL", () => {
    delete process.env.MAP_TILE_URL;
    expect(imgSrc()).toBe("img-src 'self' data: blob:");
  });

  it("adds the tile server's origin, and only its origin, when MAP_TILE_URL is set", () => {
    process.env.MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
    expect(imgSrc()).toBe("img-src 'self' data: blob: https://tile.openstreetmap.org");
    process.env.MAP_TILE_URL = "https://tiles.example.ir:8443/base/{z}/{x}/{y}.webp?key=abc";
    expect(imgSrc()).toBe("img-src 'self' data: blob: https://tiles.example.ir:8443");
  });

  it("reads MAP_TILE_URL at each request, so it can change without a new build", () => {
    delete process.env.MAP_TILE_URL;
    const before = imgSrc();
    process.env.MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
    expect(imgSrc()).not.toBe(before);
  });

  it.each([
    ["not an address", "tiles/{z}/{x}/{y}.png"],
    ["without the placeholders", "https://tile.openstreetmap.org/tile.png"],
    ["another scheme", "ftp://tiles.example.ir/{z}/{x}/{y}.png"],
    ["a value that would add a directive", "https://tiles.example.ir/{z}/{x}/{y}.png; script-src *"],
    ["a subdomain placeholder", "https://{s}.tile.example.ir/{z}/{x}/{y}.png"],
  ])("leaves img-src alone for %s", (_, value) => {
    process.env.MAP_TILE_URL = value;
    expect(imgSrc()).toBe("img-src 'self' data: blob:");
    expect(pageContentSecurityPolicy("n0nce")).not.toContain("script-src *");
  });
});
