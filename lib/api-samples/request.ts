/**
 * One call of the API as a sample shows it, read from an OpenAPI 3.1 operation (the upstream's
 * `/v1/api/panel/api-docs`): the example values of its parameters and body, whether it needs the
 * key, and whether it answers with a file rather than JSON.
 */
export interface SampleRequest {
  /** Upper case: `GET`, `POST`, … */
  method: string;
  /** The path with its parameters filled from their examples (`/v1/api/user/partner/14`). */
  path: string;
  query: readonly SampleQueryValue[];
  /** The call needs the key in `Authorization`. */
  authorized: boolean;
  body?: SampleBody;
  /** The media type of an answer that is a file (a spreadsheet, an image), not JSON. */
  fileAnswer?: string;
}

interface SampleQueryValue {
  name: string;
  value: string | number | boolean;
}

type SampleBody = { kind: "json"; value: unknown } | { kind: "multipart"; fields: readonly MultipartField[] };

/** A field of a multipart body: text, or a file read from `value` (a file name). */
interface MultipartField {
  name: string;
  value: string;
  file: boolean;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asObject = (value: unknown): Json => (isObject(value) ? value : {});

/** The media type and media object of a content map, JSON first. */
function firstContent(content: unknown): [string, Json] | undefined {
  const entries = Object.entries(asObject(content));
  const [type, media] = entries.find(([name]) => name === "application/json") ?? entries[0] ?? [];
  return type === undefined ? undefined : [type, asObject(media)];
}

const exampleOf = (media: Json): unknown => asObject(asObject(media.examples).default).value;

/**
 * The reference writes a file's example as curl does, `@contacts.xlsx`, and marks the field as a
 * file in its schema; text that merely starts with @ stays text.
 */
function multipartFields(media: Json, example: unknown): MultipartField[] {
  const properties = asObject(asObject(media.schema).properties);
  return Object.entries(asObject(example)).map(([name, value]) => {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    const marked = name in properties ? asObject(properties[name]).contentMediaType !== undefined : true;
    const file = marked && text.startsWith("@");
    return { name, value: file ? text.slice(1) : text, file };
  });
}

/** The sample request of an OpenAPI operation at `path` (`/v1/api/user/partner/{id}`) with `method`. */
export function sampleRequestOf(method: string, path: string, operation: unknown): SampleRequest {
  const op = asObject(operation);
  let filled = path;
  const query: SampleQueryValue[] = [];
  for (const parameter of asArray(op.parameters).map(asObject)) {
    const { name, example } = parameter;
    if (typeof name !== "string") continue;
    if (parameter.in === "path" && example !== undefined)
      filled = filled.replace(`{${name}}`, encodeURIComponent(String(example)));
    const isValue = typeof example === "string" || typeof example === "number" || typeof example === "boolean";
    if (parameter.in === "query" && isValue) query.push({ name, value: example });
  }
  const request: SampleRequest = {
    method: method.toUpperCase(),
    path: filled,
    query,
    authorized: asArray(op.security).length > 0,
  };
  const content = firstContent(asObject(op.requestBody).content);
  if (content) {
    const [type, media] = content;
    const example = exampleOf(media);
    if (type === "multipart/form-data") request.body = { kind: "multipart", fields: multipartFields(media, example) };
    else if (example !== undefined) request.body = { kind: "json", value: example };
  }
  const answer = firstContent(asObject(asObject(op.responses)["200"]).content);
  if (answer && answer[0] !== "application/json") request.fileAnswer = answer[0];
  return request;
}
