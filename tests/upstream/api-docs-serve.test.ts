import { openApiDocument } from "@/upstream/api-docs/openapi";
import { baseUrl } from "./support/client";

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers });

describe("the API reference is open to anyone, as Edge publishes its documentation", () => {
  it("serves the OpenAPI document without a session, cacheable for an hour", async () => {
    const answer = await get("/v1/api/panel/api-docs");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await answer.json()).toEqual(openApiDocument().document);
  });

  it("answers a revalidation with its ETag by 304, and a token that is not valid changes nothing", async () => {
    const first = await get("/v1/api/panel/api-docs", { Authorization: "not-a-token" });
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await get("/v1/api/panel/api-docs", { "If-None-Match": tag! });
    expect(again.status).toBe(304);
  });

  it("serves the same reference as Markdown naming every documented path", async () => {
    const answer = await get("/v1/api/panel/llms.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await answer.text();
    const paths = Object.entries(openApiDocument().document.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(paths.filter((line) => !text.includes(`\`${line}\``))).toEqual([]);
    expect(text).toContain('curl -X POST "$BASE_URL/v1/api/acl/auth/login"');
  });
});
