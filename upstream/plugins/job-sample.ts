import { apiSamples, sampleRequestOf, type ApiSamples } from "@/lib/api-samples";
import { openApiDocument } from "../api-docs/openapi";
import { EnvValue, OneTimeCode, type ExampleJob, type ExampleValue } from "./example-jobs";
import type { ReferenceOperation } from "./reference-operation";

/**
 * A job's call as the API reference's shared sample generator (lib/api-samples) writes it in each
 * language, the job's own values in place of the reference's examples. The generator writes plain
 * values; a value read from the environment or the one-time code goes in as a mark, which each
 * language then turns into its own expression (`markedValues`).
 */

const MARK = "__SMS_(ENV_[A-Z_]+|ONE_TIME_CODE)__";
const envMark = (name: string) => `__SMS_ENV_${name}__`;
const CODE_MARK = "__SMS_ONE_TIME_CODE__";

function marked(value: ExampleValue): unknown {
  if (value instanceof EnvValue) return envMark(value.name);
  if (value instanceof OneTimeCode) return CODE_MARK;
  if (Array.isArray(value)) return value.map(marked);
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value as Record<string, ExampleValue>).map(([k, v]) => [k, marked(v)]));
  return value;
}

/** What a mark stands for: an environment variable's name, or the one-time code. */
export type Marked = { env: string } | { code: true };

/**
 * Replaces every mark of `text` (with the quotes around it when `quoted` says so) by what
 * `expression` writes for it; a mark left over would be a broken file, so it throws.
 */
export function markedValues(text: string, quoted: boolean, expression: (value: Marked) => string): string {
  const pattern = new RegExp(quoted ? `"${MARK}"` : MARK, "g");
  const replaced = text.replace(pattern, (_whole, what: string) =>
    expression(what === "ONE_TIME_CODE" ? { code: true } : { env: what.slice("ENV_".length) }),
  );
  if (new RegExp(MARK).test(replaced)) throw new Error(`plugins: a value was left unwritten in:\n${replaced}`);
  return replaced;
}

/** The job's call in curl, JavaScript and Python, as the reference's samples write it, with the key and base URL from the environment. */
export function jobSamples(job: ExampleJob, operation: ReferenceOperation): ApiSamples {
  const document = openApiDocument().document as { paths: Record<string, Record<string, unknown>> };
  const request = sampleRequestOf(
    operation.method,
    operation.path,
    document.paths[operation.path]?.[operation.method.toLowerCase()],
  );
  request.query = Object.entries(job.query ?? {}).map(([name, value]) => ({
    name,
    value: marked(value) as string | number,
  }));
  if (job.body === undefined) delete request.body;
  else request.body = { kind: "json", value: marked(job.body) };
  return apiSamples(request, { baseUrl: { env: "SMS_API_BASE_URL" }, apiKey: { env: "SMS_API_KEY" } });
}
