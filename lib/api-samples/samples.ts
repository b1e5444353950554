import { JS_WORDS, literal, PYTHON_WORDS } from "./literal";
import type { SampleRequest } from "./request";

/** A value written into the sample as it is, or read from an environment variable when it runs. */
export type SampleSetting = string | { env: string };

export interface SampleOptions {
  /** Put before the request's path: `https://edge.ippanel.com`, or `{ env: "BASE_URL" }`. */
  baseUrl: SampleSetting;
  /** The key in `Authorization`; `YOUR_API_KEY` when not given. */
  apiKey?: SampleSetting;
}

export interface ApiSamples {
  curl: string;
  javascript: string;
  python: string;
}

const DEFAULT_KEY = "YOUR_API_KEY";

const FILE_EXTENSIONS: Record<string, string> = {
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "text/csv": "csv",
  "application/pdf": "pdf",
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
  "application/zip": "zip",
};

/** Where a sample keeps a file the call answers with: `answer.xlsx`. */
function answerFileName(mediaType: string): string {
  const type = mediaType.split(";")[0]?.trim().toLowerCase() ?? "";
  return `answer.${FILE_EXTENSIONS[type] ?? "bin"}`;
}

function queryString(request: SampleRequest): string {
  if (request.query.length === 0) return "";
  return `?${new URLSearchParams(request.query.map(({ name, value }) => [name, String(value)])).toString()}`;
}

// ---- curl (POSIX shell) ----

const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
/** Inside double quotes only these four are special. */
const shellDoubleQuoted = (text: string) => text.replace(/[\\$`"]/g, "\\$&");

function shellWord(setting: SampleSetting, rest = ""): string {
  if (typeof setting === "string") return shellQuote(setting + rest);
  return `"\${${setting.env}}${shellDoubleQuoted(rest)}"`;
}

function curlSample(request: SampleRequest, options: SampleOptions): string {
  const url = shellWord(options.baseUrl, request.path + queryString(request));
  const parts = [request.method === "GET" ? `curl ${url}` : `curl -X ${request.method} ${url}`];
  if (request.authorized) {
    const key = options.apiKey ?? DEFAULT_KEY;
    parts.push(
      `-H ${typeof key === "string" ? shellQuote(`Authorization: ${key}`) : `"Authorization: \${${key.env}}"`}`,
    );
  }
  const { body } = request;
  if (body?.kind === "json") {
    parts.push(`-H 'Content-Type: application/json'`, `--data ${shellQuote(JSON.stringify(body.value, null, 2))}`);
  } else if (body?.kind === "multipart") {
    for (const field of body.fields) {
      // `-F` reads a value starting with @ or < as a file; --form-string sends such text as it is.
      if (field.file) parts.push(`-F ${shellQuote(`${field.name}=@${field.value}`)}`);
      else if (/^[@<]/.test(field.value)) parts.push(`--form-string ${shellQuote(`${field.name}=${field.value}`)}`);
      else parts.push(`-F ${shellQuote(`${field.name}=${field.value}`)}`);
    }
  }
  if (request.fileAnswer) parts.push(`-o ${shellQuote(answerFileName(request.fileAnswer))}`);
  return parts.join(" \\\n  ");
}

// ---- JavaScript (fetch, Node 18 or later, an ES module) ----

const templateText = (text: string) => text.replace(/[\\`]|\$\{/g, (match) => `\\${match}`);

function jsValue(setting: SampleSetting): string {
  return typeof setting === "string" ? JSON.stringify(setting) : `process.env.${setting.env}`;
}

function jsUrl(request: SampleRequest, options: SampleOptions): string {
  const query = request.query.length > 0 ? "?${query}" : "";
  const base = options.baseUrl;
  if (typeof base === "string" && !query) return JSON.stringify(base + request.path);
  const head = typeof base === "string" ? templateText(base) : `\${process.env.${base.env}}`;
  // `query` is the literal `${query}` of the sample's own URLSearchParams.
  return `\`${head}${templateText(request.path)}${query}\``;
}

function javascriptSample(request: SampleRequest, options: SampleOptions): string {
  const imports: string[] = [];
  const lines: string[] = [];
  const { body } = request;
  if (body?.kind === "multipart" && body.fields.some((field) => field.file))
    imports.push(`import { openAsBlob } from "node:fs";`);
  if (request.fileAnswer) imports.push(`import { writeFile } from "node:fs/promises";`);
  if (request.query.length > 0) {
    const values = Object.fromEntries(request.query.map(({ name, value }) => [name, String(value)]));
    lines.push(`const query = new URLSearchParams(${literal(values, JS_WORDS, 2)});`);
  }
  if (body?.kind === "multipart") {
    lines.push("const form = new FormData();");
    for (const field of body.fields) {
      lines.push(
        field.file
          ? `form.append(${JSON.stringify(field.name)}, await openAsBlob(${JSON.stringify(field.value)}), ${JSON.stringify(field.value)});`
          : `form.append(${JSON.stringify(field.name)}, ${JSON.stringify(field.value)});`,
      );
    }
  }
  const headers: string[] = [];
  if (request.authorized) headers.push(`Authorization: ${jsValue(options.apiKey ?? DEFAULT_KEY)}`);
  if (body?.kind === "json") headers.push(`"Content-Type": "application/json"`);
  const init = [`  method: ${JSON.stringify(request.method)},`];
  if (headers.length > 0) init.push(`  headers: {\n${headers.map((header) => `    ${header},`).join("\n")}\n  },`);
  if (body?.kind === "json") init.push(`  body: JSON.stringify(${literal(body.value, JS_WORDS, 2, 1)}),`);
  if (body?.kind === "multipart") init.push("  body: form,");
  lines.push(`const response = await fetch(${jsUrl(request, options)}, {\n${init.join("\n")}\n});`);
  if (request.fileAnswer) {
    const name = JSON.stringify(answerFileName(request.fileAnswer));
    lines.push(`await writeFile(${name}, Buffer.from(await response.arrayBuffer()));`, "console.log(response.status);");
  } else {
    lines.push("console.log(response.status, await response.json());");
  }
  return [...(imports.length > 0 ? [imports.join("\n")] : []), lines.join("\n")].join("\n\n");
}

// ---- Python (requests) ----

function pythonValue(setting: SampleSetting): string {
  return typeof setting === "string" ? JSON.stringify(setting) : `os.environ[${JSON.stringify(setting.env)}]`;
}

function pythonUrl(request: SampleRequest, options: SampleOptions): string {
  const base = options.baseUrl;
  if (typeof base === "string") return JSON.stringify(base + request.path);
  return `${pythonValue(base)} + ${JSON.stringify(request.path)}`;
}

function pythonSample(request: SampleRequest, options: SampleOptions): string {
  const usesEnv = typeof options.baseUrl !== "string" || typeof options.apiKey === "object";
  const imports = [...(usesEnv ? ["import os", ""] : []), "import requests"];
  const args = [`    ${pythonUrl(request, options)},`];
  if (request.authorized) args.push(`    headers={"Authorization": ${pythonValue(options.apiKey ?? DEFAULT_KEY)}},`);
  if (request.query.length > 0) {
    const values = Object.fromEntries(request.query.map(({ name, value }) => [name, value]));
    args.push(`    params=${literal(values, PYTHON_WORDS, 4, 1)},`);
  }
  const { body } = request;
  if (body?.kind === "json") args.push(`    json=${literal(body.value, PYTHON_WORDS, 4, 1)},`);
  if (body?.kind === "multipart") {
    const text = body.fields.filter((field) => !field.file);
    const files = body.fields.filter((field) => field.file);
    if (text.length > 0)
      args.push(
        `    data=${literal(Object.fromEntries(text.map((field) => [field.name, field.value])), PYTHON_WORDS, 4, 1)},`,
      );
    if (files.length > 0) {
      const entries = files.map(
        (field) => `        ${JSON.stringify(field.name)}: open(${JSON.stringify(field.value)}, "rb"),`,
      );
      args.push(`    files={\n${entries.join("\n")}\n    },`);
    }
  }
  const lines = [`response = requests.${request.method.toLowerCase()}(\n${args.join("\n")}\n)`];
  if (request.fileAnswer) {
    lines.push(
      `with open(${JSON.stringify(answerFileName(request.fileAnswer))}, "wb") as file:\n    file.write(response.content)`,
      "print(response.status_code)",
    );
  } else {
    lines.push("print(response.status_code, response.json())");
  }
  return [imports.join("\n"), "", lines.join("\n")].join("\n");
}

/** The same request in curl, JavaScript (fetch) and Python (requests). */
export function apiSamples(request: SampleRequest, options: SampleOptions): ApiSamples {
  return {
    curl: curlSample(request, options),
    javascript: javascriptSample(request, options),
    python: pythonSample(request, options),
  };
}
