/** @jest-environment node */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { apiSamples, sampleRequestOf, type SampleRequest } from "@/lib/api-samples";

const run = promisify(execFile);

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
let received: Received[] = [];
let dir: string;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "api-samples-"));
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body,
      });
      if (req.url?.includes("/export")) {
        res.writeHead(200, { "content-type": "text/csv" });
        res.end("number,count\n+983000505,2\n");
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ data: null, meta: { status: true } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(() => {
  received = [];
});

/** The send call of the reference, as the upstream's OpenAPI document writes it. */
const sendOperation = {
  security: [{ apiKey: [] }],
  requestBody: {
    content: {
      "application/json": {
        examples: {
          default: {
            value: {
              sending_type: "webservice",
              from_number: "+983000505",
              message: "سلام، سفارش 'ویژه' شما رسید",
              params: { recipients: ["+989120000000"] },
              urgent: true,
              note: null,
            },
          },
        },
      },
    },
  },
  responses: { "200": { content: { "application/json": {} } } },
};

const listOperation = {
  security: [{ apiKey: [] }],
  parameters: [
    { name: "id", in: "path", example: 14 },
    { name: "page", in: "query", example: 2 },
    { name: "title", in: "query", example: "مشتریان ویژه" },
  ],
  responses: { "200": { content: { "application/json": {} } } },
};

const importOperation = {
  security: [{ apiKey: [] }],
  requestBody: {
    content: {
      "multipart/form-data": {
        schema: {
          properties: {
            file: { type: "string", contentMediaType: "application/octet-stream" },
            columns: { type: "string" },
            mobile_column: { type: "string" },
          },
        },
        examples: { default: { value: { file: "@contacts.csv", columns: '{"1": "name"}', mobile_column: "@0" } } },
      },
    },
  },
  responses: { "200": { content: { "application/json": {} } } },
};

const exportOperation = {
  security: [{ apiKey: [] }],
  requestBody: { content: { "application/json": { examples: { default: { value: { format: "csv" } } } } } },
  responses: { "200": { content: { "text/csv; charset=utf-8": {} } } },
};

async function runCurl(request: SampleRequest, options = { baseUrl, apiKey: "ipk_test" }) {
  const { curl } = apiSamples(request, options);
  await run("bash", ["-c", curl], { cwd: dir });
  return curl;
}

async function runJavaScript(request: SampleRequest, env: Record<string, string> = {}) {
  const options = env.BASE_URL
    ? { baseUrl: { env: "BASE_URL" }, apiKey: { env: "API_KEY" } }
    : { baseUrl, apiKey: "ipk_test" };
  const file = join(dir, "sample.mjs");
  await writeFile(file, apiSamples(request, options).javascript);
  return run(process.execPath, [file], { cwd: dir, env: { ...process.env, ...env } });
}

describe("API samples", () => {
  it("reads an operation's example: path parameters filled, query values, the key, and the body", () => {
    const request = sampleRequestOf("get", "/v1/api/phonebooks/{id}/contacts", listOperation);
    expect(request).toEqual({
      method: "GET",
      path: "/v1/api/phonebooks/14/contacts",
      query: [
        { name: "page", value: 2 },
        { name: "title", value: "مشتریان ویژه" },
      ],
      authorized: true,
    });
    const publicCall = sampleRequestOf("get", "/v1/api/acl/list", { security: [], responses: {} });
    expect(publicCall.authorized).toBe(false);
    expect(apiSamples(publicCall, { baseUrl }).curl).not.toContain("Authorization");
  });

  it("curl and fetch send the same JSON body with the key alone in Authorization, quotes and Persian intact", async () => {
    const request = sampleRequestOf("post", "/v1/api/send", sendOperation);
    const curl = await runCurl(request);
    await runJavaScript(request);
    expect(received).toHaveLength(2);
    for (const call of received) {
      expect(call).toMatchObject({ method: "POST", url: "/v1/api/send", authorization: "ipk_test" });
      expect(call.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(call.body)).toEqual(
        sendOperation.requestBody.content["application/json"].examples.default.value,
      );
    }
    expect(curl).not.toMatch(/Bearer/);
  });

  it("puts query values in the URL, encoded, for curl and fetch alike", async () => {
    const request = sampleRequestOf("get", "/v1/api/phonebooks/{id}/contacts", listOperation);
    await runCurl(request);
    await runJavaScript(request);
    const expected = `/v1/api/phonebooks/14/contacts?page=2&title=${encodeURIComponent("مشتریان ویژه").replaceAll("%20", "+")}`;
    expect(received.map((call) => [call.method, call.url, call.body])).toEqual([
      ["GET", expected, ""],
      ["GET", expected, ""],
    ]);
  });

  it("uploads a file as multipart and sends text that starts with @ as text", async () => {
    await writeFile(join(dir, "contacts.csv"), "mobile,name\n09120000000,سارا\n");
    const request = sampleRequestOf("post", "/v1/api/phonebooks/7/import", importOperation);
    await runCurl(request);
    await runJavaScript(request);
    expect(received).toHaveLength(2);
    for (const call of received) {
      expect(call.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(call.body).toContain('filename="contacts.csv"');
      expect(call.body).toContain("09120000000,سارا");
      expect(call.body).toMatch(/name="columns"\r\n\r\n\{"1": "name"\}\r\n/);
      expect(call.body).toMatch(/name="mobile_column"\r\n\r\n@0\r\n/);
    }
  });

  it("keeps a file answer in a file, reading the address and key from the environment when asked", async () => {
    const request = sampleRequestOf("post", "/v1/api/report/export", exportOperation);
    const options = { baseUrl: { env: "BASE_URL" }, apiKey: { env: "API_KEY" } };
    const { curl } = apiSamples(request, options);
    expect(curl).toContain('"${BASE_URL}/v1/api/report/export"');
    await run("bash", ["-c", curl], { cwd: dir, env: { ...process.env, BASE_URL: baseUrl, API_KEY: "ipk_env" } });
    expect(await readFile(join(dir, "answer.csv"), "utf8")).toContain("+983000505,2");
    await rm(join(dir, "answer.csv"));
    await runJavaScript(request, { BASE_URL: baseUrl, API_KEY: "ipk_env" });
    expect(await readFile(join(dir, "answer.csv"), "utf8")).toContain("+983000505,2");
    expect(received.map((call) => call.authorization)).toEqual(["ipk_env", "ipk_env"]);
  });

  it("writes Python with requests: the body as a dict, Python's constants, the key in headers", () => {
    const request = sampleRequestOf("post", "/v1/api/send", sendOperation);
    expect(apiSamples(request, { baseUrl: "https://edge.ippanel.com" }).python).toBe(
      [
        "import requests",
        "",
        "response = requests.post(",
        '    "https://edge.ippanel.com/v1/api/send",',
        '    headers={"Authorization": "YOUR_API_KEY"},',
        "    json={",
        '        "sending_type": "webservice",',
        '        "from_number": "+983000505",',
        `        "message": "سلام، سفارش 'ویژه' شما رسید",`,
        '        "params": {',
        '            "recipients": ["+989120000000"],',
        "        },",
        '        "urgent": True,',
        '        "note": None,',
        "    },",
        ")",
        "print(response.status_code, response.json())",
      ].join("\n"),
    );
    const upload = apiSamples(sampleRequestOf("post", "/v1/api/phonebooks/7/import", importOperation), {
      baseUrl: { env: "BASE_URL" },
    }).python;
    expect(upload).toMatch(/^import os\n\nimport requests\n/);
    expect(upload).toContain('os.environ["BASE_URL"] + "/v1/api/phonebooks/7/import"');
    expect(upload).toContain('"file": open("contacts.csv", "rb"),');
    expect(upload).toContain('"mobile_column": "@0",');
  });
});
