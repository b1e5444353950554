/** @jest-environment node */
import { Readable } from "node:stream";
import { openApiDocument } from "@/upstream/api-docs/openapi";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/bff/panel-env.mjs", () => ({ panelSettingIfValid: (name: string) => settings[name] }));
jest.mock("@/lib/bff/upstream-client.mjs", () => {
  const actual = jest.requireActual("@/lib/bff/upstream-client.mjs");
  return { ...actual, requestUpstream: jest.fn() };
});

const settings: Record<string, string | undefined> = {};

type Answer = { status: number; body?: string; etag?: string };

function answer({ status, body = "", etag }: Answer) {
  const stream = Readable.from(body ? [Buffer.from(body)] : []) as Readable & {
    statusCode: number;
    headers: Record<string, string>;
  };
  stream.statusCode = status;
  stream.headers = etag ? { etag } : {};
  return stream;
}

async function freshModules(answers: Answer[]) {
  jest.resetModules();
  const client = (await import("@/lib/bff/upstream-client.mjs")) as unknown as { requestUpstream: jest.Mock };
  client.requestUpstream.mockReset();
  for (const next of answers) client.requestUpstream.mockResolvedValueOnce(answer(next));
  const source = await import("@/app/(panel)/developers/documents/_lib/load-reference");
  return { source, requestUpstream: client.requestUpstream };
}

const DOCUMENT = openApiDocument().json;

afterEach(() => jest.useRealTimers());

describe("the reference as the panel's server reads it", () => {
  it("asks the upstream again after a minute with its ETag, and keeps the document it has on a 304", async () => {
    jest.useFakeTimers({ now: new Date("2025-03-12T10:00:00Z") });
    const { source, requestUpstream } = await freshModules([
      { status: 200, body: DOCUMENT, etag: 'W/"v1"' },
      { status: 304, etag: 'W/"v1"' },
    ]);
    const first = await source.loadApiDocument();
    expect(first.paths["/v1/api/send"]?.post?.operationId).toBe("post_v1_api_send");
    await source.loadApiDocument();
    expect(requestUpstream).toHaveBeenCalledTimes(1);
    jest.setSystemTime(new Date("2025-03-12T10:01:01Z"));
    expect(await source.loadApiDocument()).toBe(first);
    expect(requestUpstream).toHaveBeenCalledTimes(2);
    expect(requestUpstream.mock.calls[1]?.[1]).toMatchObject({ headers: { "if-none-match": 'W/"v1"' } });
  });

  it("refuses an answer that is not the reference, so the page says it could not be read", async () => {
    const { source } = await freshModules([
      { status: 200, body: JSON.stringify({ openapi: "3.0.0", paths: {} }) },
      { status: 200, body: "<html>maintenance</html>" },
      { status: 500, body: "{}" },
    ]);
    const { UpstreamUnavailableError } = await import("@/lib/bff/upstream-client.mjs");
    for (let i = 0; i < 3; i += 1)
      await expect(source.loadApiDocument()).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });

  it("writes samples with the upstream's public https address, and with $BASE_URL when it has none", async () => {
    const { source } = await freshModules([]);
    settings.API_BASE_URL = "https://api.example.com";
    settings.PANEL_EMBEDDED_UPSTREAM = undefined;
    expect(source.samplesBaseUrl()).toBe("https://api.example.com");
    settings.API_BASE_URL = "http://127.0.0.1:4000";
    settings.PANEL_EMBEDDED_UPSTREAM = "1";
    expect(source.samplesBaseUrl()).toEqual({ env: "BASE_URL" });
  });
});
