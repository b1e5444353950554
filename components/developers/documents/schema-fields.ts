import type { ApiFieldRow } from "@/lib/api/api-docs";
import { toPersianDigits } from "@/lib/validation/digits";

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const variantsOf = (schema: Json): Json[] =>
  [
    ...((Array.isArray(schema.oneOf) ? schema.oneOf : []) as unknown[]),
    ...((Array.isArray(schema.anyOf) ? schema.anyOf : []) as unknown[]),
  ].filter(isObject);

/** How deep the page lists nested fields; deeper ones are in the example. */
const MAX_DEPTH = 3;
/** JavaScript's safe-integer bounds, which zod adds to every integer: not a limit worth saying. */
const SAFE_LIMIT = Number.MAX_SAFE_INTEGER;

/** A JSON Schema's type in a few words: `string`, `integer[]`, `"a" | "b"`, `file`. */
export function typeText(schema: Json): string {
  if (schema.contentMediaType !== undefined) return "file";
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = variantsOf(schema);
  if (variants.length > 0) return [...new Set(variants.map(typeText))].join(" | ");
  if (schema.type === "array") return `${isObject(schema.items) ? typeText(schema.items) : "any"}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  return typeof schema.type === "string" ? schema.type : "any";
}

const fa = (value: number) => toPersianDigits(value.toLocaleString("en-US").replaceAll(",", "٬"));

/** A field's limits and default, in Persian. */
export function notesOf(schema: Json): string[] {
  const notes: string[] = [];
  const number = (key: string) => (typeof schema[key] === "number" ? (schema[key] as number) : undefined);
  const minLength = number("minLength");
  const maxLength = number("maxLength");
  if (minLength !== undefined && maxLength !== undefined && minLength === maxLength)
    notes.push(`دقیقاً ${fa(minLength)} نویسه`);
  else {
    if (minLength !== undefined && minLength > 0) notes.push(`دست‌کم ${fa(minLength)} نویسه`);
    if (maxLength !== undefined) notes.push(`حداکثر ${fa(maxLength)} نویسه`);
  }
  const minimum = number("minimum");
  const exclusiveMinimum = number("exclusiveMinimum");
  const maximum = number("maximum");
  if (exclusiveMinimum !== undefined) notes.push(`بزرگ‌تر از ${fa(exclusiveMinimum)}`);
  if (minimum !== undefined && minimum > -SAFE_LIMIT) notes.push(`دست‌کم ${fa(minimum)}`);
  if (maximum !== undefined && maximum < SAFE_LIMIT) notes.push(`حداکثر ${fa(maximum)}`);
  const minItems = number("minItems");
  const maxItems = number("maxItems");
  if (minItems !== undefined && minItems > 0) notes.push(`دست‌کم ${fa(minItems)} مورد`);
  if (maxItems !== undefined) notes.push(`حداکثر ${fa(maxItems)} مورد`);
  if (schema.default !== undefined) notes.push(`پیش‌فرض: ${JSON.stringify(schema.default)}`);
  return notes;
}

/** The object shapes a schema may take (each variant of a union that is an object). */
function objectShapes(schema: Json): Json[] {
  if (isObject(schema.properties)) return [schema];
  return variantsOf(schema).flatMap(objectShapes);
}

/** The object shapes of the items of a schema that is a list (or a union holding one). */
function itemShapes(schema: Json): Json[] {
  if (schema.type === "array" && isObject(schema.items)) return objectShapes(schema.items);
  return variantsOf(schema).flatMap(itemShapes);
}

/**
 * The fields of some object shapes, merged (the variants of a union), each followed by its own
 * nested fields: `params`, then `params.recipients`; a list's items as `name[].field`. A field is
 * required when every shape that has it requires it and every shape has it.
 */
function fieldRows(shapes: readonly Json[], prefix = "", depth = 0): ApiFieldRow[] {
  const merged = new Map<string, { schemas: Json[]; required: boolean; count: number }>();
  for (const shape of shapes) {
    const required = new Set(Array.isArray(shape.required) ? (shape.required as string[]) : []);
    for (const [name, field] of Object.entries(isObject(shape.properties) ? shape.properties : {})) {
      if (!isObject(field)) continue;
      const known = merged.get(name) ?? { schemas: [], required: true, count: 0 };
      known.schemas.push(field);
      known.required &&= required.has(name);
      known.count += 1;
      merged.set(name, known);
    }
  }
  const rows: ApiFieldRow[] = [];
  for (const [name, { schemas, required, count }] of merged) {
    const schema: Json = schemas.length === 1 ? (schemas[0] as Json) : { anyOf: schemas };
    const description = schemas.map((item) => item.description).find((text) => typeof text === "string");
    rows.push({
      name: prefix + name,
      place: "",
      type: typeText(schema),
      required: required && count === shapes.length,
      description: typeof description === "string" ? description : null,
      notes: schemas.length === 1 ? notesOf(schema) : [],
      depth,
    });
    if (depth + 1 >= MAX_DEPTH) continue;
    const objects = schemas.flatMap(objectShapes);
    if (objects.length > 0) rows.push(...fieldRows(objects, `${prefix}${name}.`, depth + 1));
    const items = schemas.flatMap(itemShapes);
    if (items.length > 0) rows.push(...fieldRows(items, `${prefix}${name}[].`, depth + 1));
  }
  return rows;
}

/** A property of the shapes whose value names the variant (`sending_type`), if every shape has one. */
function discriminatorOf(shapes: readonly Json[]): string | null {
  const first = shapes[0];
  if (!first || shapes.length < 2 || !isObject(first.properties)) return null;
  for (const [name, field] of Object.entries(first.properties)) {
    if (!isObject(field) || field.const === undefined) continue;
    if (
      shapes.every(
        (shape) =>
          isObject(shape.properties) && isObject(shape.properties[name]) && shape.properties[name].const !== undefined,
      )
    )
      return name;
  }
  return null;
}

/** A request body's fields: one group, or a group per variant when a field names the variant. */
export function bodyGroups(schema: Json): { title: string | null; fields: ApiFieldRow[] }[] {
  const shapes = objectShapes(schema);
  const key = discriminatorOf(shapes);
  if (!key) return [{ title: null, fields: fieldRows(shapes) }];
  return shapes.map((shape) => {
    const value = ((shape.properties as Json)[key] as Json).const;
    return { title: `${key}: ${JSON.stringify(value)}`, fields: fieldRows([shape]) };
  });
}

/** An answer's `data`, as one row and its nested fields (`data.id`, `data[].id`). */
export function answerRows(data: Json): ApiFieldRow[] {
  const row: ApiFieldRow = {
    name: "data",
    place: "",
    type: typeText(data),
    required: true,
    description: null,
    notes: [],
    depth: 0,
  };
  return [row, ...fieldRows(objectShapes(data), "data.", 1), ...fieldRows(itemShapes(data), "data[].", 1)];
}
