import * as z from "zod";
import { API_DOC_AREAS } from "@/lib/contract/api-docs";
import { openApiDocument } from "@/upstream/api-docs/openapi";
import { ROUTE_RULES } from "@/upstream/http/route-permissions";

type Json = Record<string, unknown>;

const { document } = openApiDocument();
const paths = document.paths as Record<string, Record<string, Json>>;
const operations = Object.entries(paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);
const entries = API_DOC_AREAS.flatMap((area) =>
  Object.entries(area.operations).map(([key, operation]) => ({ key, operation })),
);

/** Every `$ref` in the document, with where it sits. */
function refsOf(value: unknown, at: string, found: { ref: string; at: string }[] = []) {
  if (Array.isArray(value)) value.forEach((item, i) => refsOf(item, `${at}/${i}`, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "$ref" && typeof inner === "string") found.push({ ref: inner, at });
      else refsOf(inner, `${at}/${key}`, found);
    }
  }
  return found;
}

function resolves(ref: string): boolean {
  if (!ref.startsWith("#/")) return false;
  let node: unknown = document;
  for (const part of ref.slice(2).split("/")) {
    if (!node || typeof node !== "object" || !(part in node)) return false;
    node = (node as Json)[part];
  }
  return node !== undefined;
}

/** The issues of a value against a schema, as `path: message` lines (empty when it fits). */
function misfits(schema: z.core.$ZodType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the API reference is an OpenAPI 3.1 document a renderer can read", () => {
  it("declares 3.1, its title, its paths and its components, and the key in Authorization without Bearer", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    expect(operations.length).toBe(entries.length);
    expect((document.components as Json).securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: "apiKey", in: "header", name: "Authorization" }),
    });
  });

  it("gives each call a Persian summary and description, a declared area, a success and its refusals", () => {
    const tags = new Set((document.tags as Json[]).map((tag) => tag.name));
    const persian = /[\u0600-\u06FF]/;
    const lacking = operations.filter(({ operation }) => {
      const responses = operation.responses as Json;
      return (
        !persian.test(String(operation.summary)) ||
        !persian.test(String(operation.description)) ||
        !(operation.tags as string[]).every((tag) => tags.has(tag)) ||
        !("200" in responses)
      );
    });
    expect(lacking.map(({ key }) => key)).toEqual([]);
    expect((document.tags as Json[]).filter((tag) => !persian.test(String(tag["x-displayName"])))).toEqual([]);
  });

  it("asks for the key on every call but the public ones, which name their 401", () => {
    for (const { key } of entries) {
      const served = paths[key.split(" ")[1]!.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, "{$1}")]!;
      const documented = served[key.split(" ")[0]!.toLowerCase()]!;
      const isPublic = ROUTE_RULES[key] === "public";
      expect({ key, security: documented.security }).toEqual({ key, security: isPublic ? [] : [{ apiKey: [] }] });
      if (!isPublic) expect({ key, refuses: "401" in (documented.responses as Json) }).toEqual({ key, refuses: true });
    }
  });

  it("leaves out the development routes", () => {
    expect(Object.keys(paths).filter((path) => !path.startsWith("/v1/api/"))).toEqual([]);
  });

  it("resolves every $ref inside the document", () => {
    const refs = refsOf(document, "#");
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter(({ ref }) => !resolves(ref))).toEqual([]);
  });

  it("gives each answer's example the meta its envelope declares, pages their page fields", () => {
    const wrong = operations.flatMap(({ key, operation }) => {
      const media = (
        (operation.responses as Record<string, Json>)["200"]?.content as Record<string, Json> | undefined
      )?.["application/json"];
      // A file answer (the document itself is one) has no envelope.
      if (!media?.examples) return [];
      const schema = media.schema as { properties: { meta: { $ref: string } } };
      const meta = (media.examples as Record<string, { value: { meta: Json } }>).default!.value.meta;
      const declared = schema.properties.meta.$ref
        .slice(2)
        .split("/")
        .reduce<Json>((node, part) => node[part] as Json, document);
      const known = Object.keys(declared.properties as Json);
      const missing = ((declared.required as string[] | undefined) ?? []).filter((name) => !(name in meta));
      const unknown =
        declared.additionalProperties === false ? Object.keys(meta).filter((n) => !known.includes(n)) : [];
      return [
        ...missing.map((n) => `${key}: meta.${n} missing`),
        ...unknown.map((n) => `${key}: meta.${n} undeclared`),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it("holds examples the call's own contract schemas accept, with every path parameter given", () => {
    const wrong = entries.flatMap(({ key, operation }) => {
      const { example, answer } = operation;
      const params = [...key.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? "");
      const found: string[] = [];
      if (operation.body && example.body === undefined) found.push("no request body example");
      if (operation.body) found.push(...misfits(operation.body, example.body).map((m) => `body ${m}`));
      if (operation.query) found.push(...misfits(operation.query, example.query ?? {}).map((m) => `query ${m}`));
      if (!operation.query && example.query) found.push("a query example for a call without a query");
      for (const name of params) if (example.params?.[name] === undefined) found.push(`no example of :${name}`);
      if (answer.kind === "data") found.push(...misfits(answer.schema, example.data).map((m) => `answer ${m}`));
      if (answer.kind === "page") found.push(...misfits(answer.rows, example.data).map((m) => `answer ${m}`));
      return found.map((line) => `${key}: ${line}`);
    });
    expect(wrong).toEqual([]);
  });
});
