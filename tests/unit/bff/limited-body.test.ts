/** @jest-environment node */
import { BodyTooLarge, readLimitedText } from "@/lib/bff/limited-body";

jest.mock("server-only", () => ({}));

function chunkedRequest(chunks: string[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Request("http://panel.test/x", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("a route's body read up to its limit", () => {
  it("reads a body within the limit whole", async () => {
    await expect(
      readLimitedText(new Request("http://panel.test/x", { method: "POST", body: '{"otp":"123456"}' }), 100),
    ).resolves.toBe('{"otp":"123456"}');
  });

  it("refuses a body whose Content-Length passes the limit before reading any of it", async () => {
    const request = new Request("http://panel.test/x", {
      method: "POST",
      body: "x".repeat(10),
      headers: { "content-length": "5000000" },
    });
    await expect(readLimitedText(request, 1024)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it("refuses a chunked body once the bytes read pass the limit", async () => {
    await expect(readLimitedText(chunkedRequest(["a".repeat(600), "b".repeat(600)]), 1000)).rejects.toBeInstanceOf(
      BodyTooLarge,
    );
    await expect(readLimitedText(chunkedRequest(["a".repeat(500), "b".repeat(500)]), 1000)).resolves.toHaveLength(1000);
  });
});
