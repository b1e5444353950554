import { openApiDocument } from "./openapi";

type Json = Record<string, unknown>;

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A JSON Schema's type in a few words: `string`, `integer[]`, `"a" | "b"`, `object`. */
function typeText(schema: Json | undefined): string {
  if (!schema) return "—";
  if (schema.contentMediaType !== undefined) return "file";
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (variants) return [...new Set(variants.map(typeText))].join(" | ");
  if (schema.type === "array") return `${typeText(schema.items as Json | undefined)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return typeof schema.type === "string" ? schema.type : "any";
}

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** The top-level fields of a body, the variants of a union merged (a send's `sending_type`s). */
function bodyFields(schema: Json): { name: string; schema: Json; required: boolean }[] {
  const variants = ((schema.oneOf ?? schema.anyOf) as Json[] | undefined) ?? [schema];
  const fields = new Map<string, { name: string; schema: Json; required: boolean }>();
  for (const variant of variants) {
    const required = new Set((variant.required as string[] | undefined) ?? []);
    for (const [name, field] of Object.entries((variant.properties as Record<string, Json> | undefined) ?? {})) {
      const known = fields.get(name);
      fields.set(name, { name, schema: field, required: (known?.required ?? true) && required.has(name) });
    }
  }
  return [...fields.values()];
}

interface ParameterRow {
  name: string;
  place: string;
  schema: Json;
  required: boolean;
}

/** The parameters as a table; the description column only when some parameter has one. */
function parametersTable(operation: Json): string[] {
  const rows: ParameterRow[] = ((operation.parameters as Json[] | undefined) ?? []).map((parameter) => ({
    name: String(parameter.name),
    place: parameter.in === "path" ? "مسیر" : "رشتهٔ پرس‌وجو",
    schema: parameter.schema as Json,
    required: parameter.required === true,
  }));
  const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  if (media) {
    for (const field of bodyFields(media.schema as Json))
      rows.push({ name: field.name, place: `بدنه (${mediaType})`, schema: field.schema, required: field.required });
  }
  if (rows.length === 0) return ["ورودی ندارد."];
  const described = rows.some((row) => typeof row.schema.description === "string");
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    line(["نام", "محل", "نوع", "الزامی", ...(described ? ["توضیح"] : [])]),
    line(["---", "---", "---", "---", ...(described ? ["---"] : [])]),
    ...rows.map((row) =>
      line([
        row.name,
        row.place,
        cell(typeText(row.schema)),
        row.required ? "بله" : "خیر",
        ...(described ? [cell(String(row.schema.description ?? ""))] : []),
      ]),
    ),
  ];
}

const shellQuote = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;

function curlOf(method: string, path: string, operation: Json): string {
  let url = path;
  const query: string[] = [];
  for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
    if (parameter.example === undefined) continue;
    const value = encodeURIComponent(String(parameter.example));
    if (parameter.in === "path") url = url.replace(`{${String(parameter.name)}}`, value);
    else query.push(`${encodeURIComponent(String(parameter.name))}=${value}`);
  }
  const lines = [`curl -X ${method.toUpperCase()} "$BASE_URL${url}${query.length > 0 ? `?${query.join("&")}` : ""}"`];
  if ((operation.security as unknown[]).length > 0) lines.push(`-H 'Authorization: YOUR_API_KEY'`);
  const content = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  const example = ((media?.examples as Record<string, Json> | undefined)?.default as Json | undefined)?.value;
  if (mediaType === "multipart/form-data") {
    for (const [name, value] of Object.entries((example as Json | undefined) ?? {}))
      lines.push(`-F ${shellQuote(`${name}=${typeof value === "string" ? value : JSON.stringify(value)}`)}`);
  } else if (example !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(JSON.stringify(example))}`);
  }
  return lines.join(" \\\n  ");
}

function answerOf(operation: Json): string {
  const ok = (operation.responses as Record<string, Json>)["200"];
  const content = ok?.content as Record<string, Json> | undefined;
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  const example = ((media?.examples as Record<string, Json> | undefined)?.default as Json | undefined)?.value;
  if (example === undefined) return `پاسخ: فایل (${mediaType ?? "—"}).`;
  return ["```json", JSON.stringify(example, null, 2), "```"].join("\n");
}

function errorsOf(operation: Json): string[] {
  return Object.entries(operation.responses as Record<string, Json>)
    .filter(([status]) => status !== "200")
    .flatMap(([status, response]) =>
      Object.values(
        ((response.content as Record<string, Json>)["application/json"]?.examples as Record<string, Json>) ?? {},
      ).map((example) => {
        const meta = (example.value as Json).meta as Json;
        return `- ${status} (\`${String(meta.message_code)}\`): ${String(meta.message)}`;
      }),
    );
}

function buildText(): string {
  const { document } = openApiDocument();
  const info = document.info as Json;
  const tags = document.tags as Json[];
  const paths = document.paths as Record<string, Record<string, Json>>;
  const out: string[] = [
    `# ${String(info.title)}`,
    "",
    String(info.description),
    "",
    "در نمونه‌ها `BASE_URL` نشانی سرور است (مثلاً `https://edge.ippanel.com`) و `YOUR_API_KEY` توکن یا کلید API شما.",
    "",
  ];
  for (const tag of tags) {
    out.push(`## ${String(tag["x-displayName"])} (${String(tag.name)})`, "", String(tag.description), "");
    for (const [path, item] of Object.entries(paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation || !(operation.tags as string[]).includes(String(tag.name))) continue;
        out.push(
          `### ${String(operation.summary)}`,
          "",
          `\`${method.toUpperCase()} ${path}\``,
          "",
          `دسترسی: ${String(operation["x-access"])}`,
          "",
          String(operation.description),
          "",
          ...parametersTable(operation),
          "",
          "درخواست نمونه:",
          "",
          "```bash",
          curlOf(method, path, operation),
          "```",
          "",
          "پاسخ نمونه:",
          "",
          answerOf(operation),
          "",
        );
        const errors = errorsOf(operation);
        if (errors.length > 0) out.push("خطاها:", "", ...errors, "");
      }
    }
  }
  return out.join("\n");
}

let cached: string | undefined;

/** The same reference as plain Markdown, for tools and assistants that read text; built once per process. */
export function llmsText(): string {
  cached ??= buildText();
  return cached;
}
