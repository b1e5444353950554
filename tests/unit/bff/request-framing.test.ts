/** @jest-environment node */
import { announcesBody, framingRefusal } from "@/lib/bff/request-framing.mjs";

describe("which browser requests the BFF passes upstream", () => {
  it.each([
    ["GET", {}],
    ["GET", { "content-length": "0" }],
    ["POST", { "content-length": "12" }],
    ["POST", { "transfer-encoding": "chunked" }],
    ["PUT", { "content-length": "3" }],
    ["DELETE", {}],
    ["DELETE", { "content-length": "0" }],
  ])("lets %s with %p through", (method, headers) => {
    expect(framingRefusal(method, headers)).toBeNull();
  });

  it.each([
    ["GET", { "content-length": "600" }],
    ["GET", { "transfer-encoding": "chunked" }],
    ["GET", { "transfer-encoding": "identity" }],
    ["HEAD", { "content-length": "5" }],
    ["head", { "transfer-encoding": "chunked" }],
    ["DELETE", { "content-length": "120" }],
    ["delete", { "transfer-encoding": "chunked" }],
  ])(
    "refuses a %s that announces a body (%p) as bad framing: its bytes could read upstream as another request",
    (method, headers) => {
      expect(framingRefusal(method, headers)).toBe("body");
    },
  );

  it.each(["OPTIONS", "TRACE", "CONNECT", "PATCH", "PROPFIND", "HEAD", "", undefined])(
    "refuses the method %p",
    (method) => {
      expect(framingRefusal(method, {})).toBe("method");
    },
  );

  it("reads a body as announced by any Transfer-Encoding or a non-zero Content-Length", () => {
    expect(announcesBody({})).toBe(false);
    expect(announcesBody({ "content-length": "0" })).toBe(false);
    expect(announcesBody({ "content-length": "1" })).toBe(true);
    expect(announcesBody({ "transfer-encoding": "gzip, chunked" })).toBe(true);
  });
});
