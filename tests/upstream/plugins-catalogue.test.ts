import { strFromU8, unzipSync } from "fflate";
import { pluginsResponseSchema } from "@/lib/contract/plugins";
import { openApiDocument } from "@/upstream/api-docs/openapi";
import { baseUrl } from "./support/client";

/** The provider's catalogue of integrations and its files (`panel/plugins`), open to anyone. */

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers });

async function catalogue() {
  const answer = await get("/v1/api/panel/plugins");
  expect(answer.status).toBe(200);
  return pluginsResponseSchema.parse(await answer.json()).data;
}

const operationIds = () =>
  Object.values(openApiDocument().document.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
    (item) => Object.values(item).map((operation) => operation.operationId),
  );

describe("the catalogue", () => {
  it("answers without a session: each language's examples and the reference, each with a file and its size", async () => {
    const rows = await catalogue();
    expect(rows.map((row) => [row.id, row.platform, row.file_name])).toEqual([
      [1, "Node.js 18+", "sms-api-examples-javascript-1.0.0.zip"],
      [2, "Python 3 (requests)", "sms-api-examples-python-1.0.0.zip"],
      [3, "Shell (curl)", "sms-api-examples-curl-1.0.0.zip"],
      [4, "OpenAPI 3.1", "sms-api-openapi-1.0.0.zip"],
    ]);
    for (const row of rows) {
      expect(row.download_url).toBe(`/v1/api/panel/plugins/${row.id}/download`);
      const file = await get(row.download_url);
      expect(new Uint8Array(await file.arrayBuffer()).byteLength).toBe(row.file_size);
    }
    // The OpenAPI entry's version is the document's.
    expect(rows[3]!.version).toBe((openApiDocument().document.info as { version: string }).version);
  });

  it("points each entry's documentation at a real place: a call of the reference, or its Markdown", async () => {
    const rows = await catalogue();
    const ids = new Set(operationIds());
    for (const row of rows) {
      const anchor = /^\/developers\/documents#(.+)$/.exec(row.documentation_url);
      if (anchor) expect(ids.has(anchor[1]!)).toBe(true);
      else {
        expect(row.documentation_url).toBe("/v1/api/panel/llms.txt");
        expect((await get(row.documentation_url)).status).toBe(200);
      }
    }
  });
});

describe("an entry's file", () => {
  it("is a zip named in Content-Disposition: the four jobs in its language and a README, with no key inside", async () => {
    const expected: Record<number, string[]> = {
      1: ["credit.mjs", "send.mjs", "send-otp.mjs", "delivery-report.mjs"],
      2: ["credit.py", "send.py", "send-otp.py", "delivery-report.py"],
      3: ["credit.sh", "send.sh", "send-otp.sh", "delivery-report.sh"],
      4: ["openapi.json", "llms.md"],
    };
    for (const row of await catalogue()) {
      const answer = await get(row.download_url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/zip");
      expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="${row.file_name}"`);
      const folder = row.file_name.replace(/\.zip$/, "");
      const entries = unzipSync(new Uint8Array(await answer.arrayBuffer()));
      expect(Object.keys(entries).sort()).toEqual(
        ["README.md", ...expected[row.id]!].map((name) => `${folder}/${name}`).sort(),
      );
      // The programs send the key alone: no key of the service's shape, and no Bearer (the README says so in words).
      const programs = Object.entries(entries)
        .filter(([name]) => !name.endsWith(".md") && !name.endsWith(".json"))
        .map(([, bytes]) => strFromU8(bytes))
        .join("\n");
      expect(programs).not.toMatch(/ipk_[A-Za-z0-9_-]{20,}|Bearer/);
      const readme = strFromU8(entries[`${folder}/README.md`]!);
      expect(readme).toContain(`# ${row.name}`);
      if (row.id <= 3) {
        expect(readme).toContain("export SMS_API_KEY=");
        expect(readme).toContain("بدون `Bearer`");
      }
    }
  });

  it("holds the OpenAPI document and its Markdown as the reference serves them", async () => {
    const entries = unzipSync(new Uint8Array(await (await get("/v1/api/panel/plugins/4/download")).arrayBuffer()));
    expect(JSON.parse(strFromU8(entries["sms-api-openapi-1.0.0/openapi.json"]!))).toEqual(openApiDocument().document);
    expect(strFromU8(entries["sms-api-openapi-1.0.0/llms.md"]!)).toBe(
      await (await get("/v1/api/panel/llms.txt")).text(),
    );
  });

  it("is the same bytes on every call, with an ETag that a revalidation answers by 304", async () => {
    const first = await get("/v1/api/panel/plugins/1/download");
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await get("/v1/api/panel/plugins/1/download");
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const revalidated = await get("/v1/api/panel/plugins/1/download", { "If-None-Match": tag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    // Another file's tag is no match.
    const other = await get("/v1/api/panel/plugins/2/download", { "If-None-Match": tag! });
    expect(other.status).toBe(200);
  });

  it("answers 404 in Persian to an id that is none of the catalogue's, however it is written", async () => {
    for (const id of ["99", "0", "01", "4294967297", "9".repeat(400)]) {
      const answer = await get(`/v1/api/panel/plugins/${id}/download`);
      expect(answer.status).toBe(404);
      expect((await answer.json()).meta).toEqual(
        expect.objectContaining({ status: false, message: "افزونهٔ درخواست‌شده یافت نشد", message_code: "404-1" }),
      );
    }
    // What is not a number never reaches the route: the upstream's own 404.
    for (const id of ["..%2F..%2Fpackage.json", "%2e%2e", "1%2F..", "-1", "1.zip", "x"]) {
      const answer = await get(`/v1/api/panel/plugins/${id}/download`);
      expect(answer.status).toBe(404);
      expect((await answer.json()).meta.message).toBe("مسیر درخواست‌شده یافت نشد");
    }
  });
});
