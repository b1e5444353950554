import type { OpenApiDocument, OpenApiOperation } from "./openapi-document";

/** A call in the index: enough to list it and to find it by path, method or Persian words. */
export interface ApiCallEntry {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
}

export interface ApiArea {
  tag: string;
  name: string;
  description: string;
  calls: ApiCallEntry[];
}

/** What the page paints first: the reference's areas with their calls. */
export interface ApiReferenceIndex {
  areas: ApiArea[];
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** Every operation of the document with its method and path, in the document's order. */
export function operationsOf(
  document: OpenApiDocument,
): { method: string; path: string; operation: OpenApiOperation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

/** The index of the reference: each tag an area, its calls as the document lists them. */
export function referenceIndex(document: OpenApiDocument): ApiReferenceIndex {
  const operations = operationsOf(document);
  return {
    areas: document.tags
      .map((tag) => ({
        tag: tag.name,
        name: tag["x-displayName"],
        description: tag.description,
        calls: operations
          .filter(({ operation }) => operation.tags.includes(tag.name))
          .map(({ method, path, operation }) => ({
            id: operation.operationId,
            method: method.toUpperCase(),
            path,
            summary: operation.summary,
            description: operation.description,
          })),
      }))
      .filter((area) => area.calls.length > 0),
  };
}
