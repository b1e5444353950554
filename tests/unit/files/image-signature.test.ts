/** @jest-environment node */
import { imageTypeOf } from "@/lib/files/image-signature";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const LENGTH = [0, 0, 0, 13];

describe("imageTypeOf", () => {
  it("knows a JPEG, a PNG and both GIF versions by their first bytes", () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(imageTypeOf(bytes(PNG, LENGTH, "IHDR", [0, 0, 0, 1]))).toBe("image/png");
    expect(imageTypeOf(bytes("GIF87a", [1, 0]))).toBe("image/gif");
    expect(imageTypeOf(bytes("GIF89a", [1, 0]))).toBe("image/gif");
  });

  it("refuses a program, an HTML page, an SVG, a PDF and an empty file, whatever they are called", () => {
    expect(imageTypeOf(bytes("MZ", [0x90, 0, 3, 0]))).toBeNull();
    expect(imageTypeOf(bytes([0x7f], "ELF", [2, 1, 1]))).toBeNull();
    expect(imageTypeOf(bytes("<!doctype html><script>"))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageTypeOf(bytes("%PDF-1.7"))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });

  it("refuses a PNG signature without its header chunk, and headers cut short", () => {
    expect(imageTypeOf(bytes(PNG, LENGTH, "HTML"))).toBeNull();
    expect(imageTypeOf(bytes(PNG))).toBeNull();
    expect(imageTypeOf(bytes("GIF89"))).toBeNull();
    expect(imageTypeOf(bytes("GIF90a"))).toBeNull();
    expect(imageTypeOf(bytes([0xff, 0xd8]))).toBeNull();
  });
});
