import { apiSamples, sampleRequestOf, type SampleSetting } from "@/lib/api-samples";
import type { ApiCallView, ApiFieldRow } from "@/lib/api/api-docs";
import type { OpenApiDocument } from "./openapi-document";
import { operationsOf } from "./reference-index";
import { answerRows, bodyGroups, notesOf, typeText } from "./schema-fields";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const objectAt = (value: unknown, key: string): Json => (isObject(value) && isObject(value[key]) ? value[key] : {});

function parameterRows(parameters: readonly Json[]): ApiFieldRow[] {
  return parameters.map((parameter) => {
    const schema = objectAt(parameter, "schema");
    const description = parameter.description ?? schema.description;
    return {
      name: String(parameter.name),
      place: parameter.in === "path" ? "path" : "query",
      type: typeText(schema),
      required: parameter.required === true,
      description: typeof description === "string" ? description : null,
      notes: notesOf(schema),
      depth: 0,
    };
  });
}

function answerOf(responses: Record<string, Json>): ApiCallView["answer"] {
  const content = objectAt(responses["200"], "content");
  const json = content["application/json"];
  if (!isObject(json)) return { kind: "file", type: Object.keys(content)[0] ?? "application/octet-stream" };
  const data = objectAt(objectAt(json.schema, "properties"), "data");
  const example = objectAt(objectAt(json, "examples"), "default").value;
  return { kind: "json", fields: answerRows(data), example: JSON.stringify(example, null, 2) };
}

function errorsOf(responses: Record<string, Json>): ApiCallView["errors"] {
  return Object.entries(responses)
    .filter(([status]) => status !== "200")
    .flatMap(([status, response]) =>
      Object.values(objectAt(objectAt(objectAt(response, "content"), "application/json"), "examples")).map(
        (example) => {
          const meta = objectAt(objectAt(example, "value"), "meta");
          return { status: Number(status), code: String(meta.message_code ?? ""), message: String(meta.message ?? "") };
        },
      ),
    );
}

/** One call of the document, opened: its fields, answer, errors and samples; null when no call has `id`. */
export function callView(document: OpenApiDocument, id: string, baseUrl: SampleSetting): ApiCallView | null {
  const found = operationsOf(document).find(({ operation }) => operation.operationId === id);
  if (!found) return null;
  const { method, path, operation } = found;
  const content = objectAt(operation.requestBody, "content");
  const [bodyType, media] = Object.entries(content)[0] ?? [];
  return {
    id,
    method: method.toUpperCase(),
    path,
    summary: operation.summary,
    description: operation.description,
    access: operation["x-access"],
    authorized: operation.security.length > 0,
    parameters: parameterRows(operation.parameters ?? []),
    body: bodyType ? { type: bodyType, groups: bodyGroups(objectAt(media, "schema")) } : null,
    answer: answerOf(operation.responses),
    errors: errorsOf(operation.responses),
    samples: apiSamples(sampleRequestOf(method, path, operation), { baseUrl }),
  };
}
