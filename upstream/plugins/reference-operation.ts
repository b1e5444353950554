import { openApiDocument } from "../api-docs/openapi";
import { EnvValue, OneTimeCode, type ExampleJob, type ExampleValue } from "./example-jobs";

type Json = Record<string, unknown>;

/** What an example takes from the reference's operation. */
export interface ReferenceOperation {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** `/v1/api/send`: what follows the base URL. */
  path: string;
  operationId: string;
  summary: string;
}

/** The JSON Schema branches a body may follow: the schema itself, or each of its oneOf/anyOf. */
function branches(schema: Json): Json[] {
  const options = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  return options ? options.flatMap(branches) : [schema];
}

/** A literal of the body equal to a branch's `const` (the send's `sending_type`), or no `const` at all. */
function fitsBranch(branch: Json, body: Record<string, ExampleValue>): boolean {
  const properties = (branch.properties ?? {}) as Record<string, Json>;
  const required = (branch.required ?? []) as string[];
  if (!Object.keys(body).every((name) => name in properties)) return false;
  if (!required.every((name) => name in body)) return false;
  return Object.entries(properties).every(([name, property]) => {
    if (!("const" in property)) return true;
    const value = body[name];
    return value instanceof EnvValue || value instanceof OneTimeCode || value === property.const;
  });
}

/** A call of the OpenAPI document by its key (`POST /v1/api/send`); a key it does not have throws. */
function documented(key: string): { method: string; path: string; operation: Json } {
  const [method = "", path = ""] = key.split(" ");
  const document = openApiDocument().document as { paths: Record<string, Record<string, Json>> };
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`plugins: ${key} is not in the API reference`);
  return { method, path, operation };
}

/** The operationId of a documented call: the panel's reference anchors each call by it. */
export const operationIdOf = (key: string): string => String(documented(key).operation.operationId);

/**
 * The job's operation in the OpenAPI document, checked: a job that names a call the reference does
 * not have, a query parameter it does not list, or a body none of its shapes takes fails here, as
 * the bundles are built, rather than in an application's hands.
 */
export function referenceOperation(job: ExampleJob): ReferenceOperation {
  const { method, path, operation } = documented(job.operation);

  const known = new Set(((operation.parameters ?? []) as { name: string; in: string }[]).map((p) => p.name));
  for (const name of Object.keys(job.query ?? {}))
    if (!known.has(name)) throw new Error(`plugins: ${job.operation} has no query parameter ${name}`);

  if (job.body !== undefined) {
    const content = (operation.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content;
    const schema = content?.["application/json"]?.schema;
    if (!schema) throw new Error(`plugins: ${job.operation} takes no JSON body`);
    if (!branches(schema).some((branch) => fitsBranch(branch, job.body as Record<string, ExampleValue>)))
      throw new Error(`plugins: the body of ${job.file} fits no shape of ${job.operation}`);
  }

  return {
    method: method as ReferenceOperation["method"],
    path,
    operationId: String(operation.operationId),
    summary: String(operation.summary),
  };
}
