import { toJSONSchema } from "zod";
import * as z from "zod/mini";
import { API_DOC_AREAS } from "@/lib/contract/api-docs";
import type { ApiDocError, ApiDocOperation } from "@/lib/contract/api-docs/types";
import { errorBodySchema, metaSchema, pagedEnvelope } from "@/lib/contract/envelope";
import { PERMISSION_GROUPS } from "@/lib/contract/permission-catalog";
import { MESSAGE_CODES, MESSAGES } from "../http/messages";
import { ROUTE_RULES, type RouteRule } from "../http/route-permissions";

type Json = Record<string, unknown>;

const PERMISSION_TITLES = new Map<string, string>(
  PERMISSION_GROUPS.flatMap((group) => group.permissions.map((p) => [p.id, `${group.title}: ${p.title}`] as const)),
);

/** Who may call a route, in Persian, from its rule. */
function accessText(rule: RouteRule): string {
  if (rule === "public") return "بدون ورود؛ هر کسی";
  if (rule === "member") return "هر عضو واردشده: مالک حساب یا همکار فعال";
  if (rule === "owner") return "فقط مالک حساب";
  const permissions = typeof rule === "object" ? rule.anyOf : [rule];
  const titles = permissions.map((p) => `«${PERMISSION_TITLES.get(p) ?? p}»`);
  return `مالک حساب، یا همکاری که نقشش ${typeof rule === "object" ? "یکی از این دسترسی‌ها را دارد: " : "این دسترسی را دارد: "}${titles.join("، ")}`;
}

/** `/v1/api/user/partner/:id{[0-9]+}` → `/v1/api/user/partner/{id}`, with each parameter and whether it is a number. */
function openApiPath(path: string): { path: string; params: { name: string; numeric: boolean }[] } {
  const params: { name: string; numeric: boolean }[] = [];
  const converted = path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_match, name: string, pattern?: string) => {
    params.push({ name, numeric: pattern === "{[0-9]+}" });
    return `{${name}}`;
  });
  return { path: converted, params };
}

/** A zod schema as JSON Schema (2020-12, OpenAPI 3.1's dialect): requests by what is sent, answers by what comes back. */
function jsonSchema(schema: z.core.$ZodType, io: "input" | "output"): Json {
  const converted = toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline", cycles: "throw" }) as Json;
  delete converted.$schema;
  return converted;
}

/** What a 422 with 400-2 carries: the field messages. */
const VALIDATION_NOTE = "ورودی نادرست: پیام هر فیلد در `meta.errors` و نخستین آن‌ها در `meta.message`";

const successMeta = { status: true, message: MESSAGES.done, message_parameters: [], message_code: MESSAGE_CODES.ok };

function exampleAnswer(operation: ApiDocOperation): unknown {
  const { answer, example } = operation;
  if (answer.kind !== "page") return { data: example.data, meta: successMeta };
  const rows = Array.isArray(example.data) ? example.data : [];
  return {
    data: rows,
    meta: {
      ...successMeta,
      current_page: 1,
      per_page: 10,
      total: rows.length,
      last_page: 1,
      from: rows.length > 0 ? 1 : null,
      to: rows.length > 0 ? rows.length : null,
    },
  };
}

function successResponse(operation: ApiDocOperation): Json {
  const { answer } = operation;
  if (answer.kind === "file") {
    return {
      description: "فایل درخواست‌شده",
      content: { [answer.type]: { schema: { type: "string", contentEncoding: "binary" } } },
    };
  }
  const data = jsonSchema(answer.kind === "page" ? answer.rows : answer.schema, "output");
  const meta = { $ref: answer.kind === "page" ? "#/components/schemas/PageMeta" : "#/components/schemas/Meta" };
  return {
    description: MESSAGES.done,
    content: {
      "application/json": {
        schema: { type: "object", properties: { data, meta }, required: ["data", "meta"] },
        examples: { default: { summary: "پاسخ نمونه", value: exampleAnswer(operation) } },
      },
    },
  };
}

function errorResponse(errors: readonly ApiDocError[]): Json {
  return {
    description: errors
      .map((error) => (error.code === MESSAGE_CODES.validation ? VALIDATION_NOTE : error.message))
      .join(" | "),
    content: {
      "application/json": {
        schema: { $ref: "#/components/schemas/ErrorBody" },
        examples: Object.fromEntries(
          errors.map((error) => [
            error.code,
            {
              summary: error.message,
              value: {
                data: null,
                meta: {
                  status: false,
                  message: error.message,
                  message_parameters: [],
                  message_code: error.code,
                  errors: {},
                },
              },
            },
          ]),
        ),
      },
    },
  };
}

/** The refusals every call of its kind may meet, then its own. */
function errorsOf(rule: RouteRule, operation: ApiDocOperation, hasParams: boolean): ApiDocError[] {
  const errors: ApiDocError[] = [];
  if (rule !== "public")
    errors.push({ status: 401, code: MESSAGE_CODES.invalidCredentials, message: MESSAGES.invalidCredentials });
  if (rule !== "public" && rule !== "member")
    errors.push({ status: 403, code: MESSAGE_CODES.accessRestricted, message: MESSAGES.accessRestricted });
  if (operation.body || operation.query || hasParams)
    errors.push({ status: 422, code: MESSAGE_CODES.validation, message: MESSAGES.invalidRequest });
  return [...errors, ...(operation.errors ?? [])];
}

function operationObject(
  key: string,
  tag: string,
  operation: ApiDocOperation,
): { path: string; method: string; value: Json } {
  const [method = "", rawPath = ""] = key.split(" ");
  const rule = ROUTE_RULES[key];
  if (rule === undefined) throw new Error(`api-docs: ${key} has no rule in ROUTE_RULES`);
  const { path, params } = openApiPath(rawPath);
  const parameters: Json[] = params.map(({ name, numeric }) => ({
    name,
    in: "path",
    required: true,
    schema: numeric ? { type: "integer", minimum: 1 } : { type: "string" },
    ...(operation.example.params?.[name] === undefined ? {} : { example: operation.example.params[name] }),
  }));
  if (operation.query) {
    const query = jsonSchema(operation.query, "input");
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, Json> | undefined) ?? {})) {
      parameters.push({
        name,
        in: "query",
        required: required.has(name),
        schema,
        ...(operation.example.query?.[name] === undefined ? {} : { example: operation.example.query[name] }),
      });
    }
  }
  const byStatus = new Map<number, ApiDocError[]>();
  for (const error of errorsOf(rule, operation, params.length > 0))
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const value: Json = {
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+/g, "_").replace(/_$/, "")}`,
    tags: [tag],
    summary: operation.summary,
    description: operation.description,
    "x-access": accessText(rule),
    security: rule === "public" ? [] : [{ apiKey: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: {
              [operation.multipart ? "multipart/form-data" : "application/json"]: {
                schema: jsonSchema(operation.body, "input"),
                ...(operation.example.body === undefined
                  ? {}
                  : { examples: { default: { summary: "درخواست نمونه", value: operation.example.body } } }),
              },
            },
          },
        }
      : {}),
    responses: {
      "200": successResponse(operation),
      ...Object.fromEntries([...byStatus].map(([status, errors]) => [String(status), errorResponse(errors)])),
    },
  };
  return { path, method: method.toLowerCase(), value };
}

function buildDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const area of API_DOC_AREAS) {
    for (const [key, operation] of Object.entries(area.operations)) {
      const { path, method, value } = operationObject(key, area.tag, operation);
      paths[path] = { ...paths[path], [method]: value };
    }
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "API پنل پیامک (IPPanel Edge)",
      version: "1.0.0",
      description: [
        "راهنمای فراخوانی‌های API سرویس پیامک، برگرفته از همان طرح‌هایی که پنل و سرور با آن‌ها ورودی‌ها و پاسخ‌ها را می‌سنجند.",
        "هر پاسخ در قالب `{data, meta}` است؛ در خطا، `meta.message` پیام فارسی، `meta.message_code` کد خطا و `meta.errors` پیام‌های هر فیلد است.",
        "برای احراز هویت، توکن ورود یا کلید API را بدون پیشوند `Bearer` در سرآیند `Authorization` بفرستید.",
        "کلید API با دسترسی مالک حساب کار می‌کند، جز فراخوانی‌های ورود، نشست‌ها و کلیدها؛ از نشانی‌ای که برای کلید مجاز نشده ۴۰۱ و بیش از سقف فراخوانی در ثانیه ۴۲۹ با سرآیند `Retry-After` می‌گیرد.",
      ].join("\n\n"),
    },
    servers: [{ url: "/", description: "همین سرور" }],
    tags: API_DOC_AREAS.map((area) => ({ name: area.tag, "x-displayName": area.name, description: area.description })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "توکن ورود یا کلید API، خودِ مقدار بدون `Bearer`.",
        },
      },
      schemas: {
        Meta: jsonSchema(metaSchema, "output"),
        PageMeta: jsonSchema(pagedEnvelope(z.unknown()).shape.meta, "output"),
        ErrorBody: jsonSchema(errorBodySchema, "output"),
      },
    },
  };
}

let cached: { document: Json; json: string } | undefined;

/** The reference as an OpenAPI 3.1 document, built once per process; `json` is what the route sends. */
export function openApiDocument(): { document: Json; json: string } {
  if (!cached) {
    const document = buildDocument();
    cached = { document, json: JSON.stringify(document) };
  }
  return cached;
}
