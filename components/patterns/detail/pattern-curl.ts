import type { PatternVariable } from "@/lib/contract/patterns";

/** Edge's placeholder for the API's address, used when the panel knows no public one. */
const DOCUMENTED_BASE_URL = "{base_url}";
/** Edge's example numbers (send/pattern.md). */
const EXAMPLE_LINE = "+983000505";
const EXAMPLE_RECIPIENT = "+989120000000";

/** A value of the variable's type that fits its length, to show what goes in `params`. */
export function sampleValue(variable: PatternVariable): string {
  return (variable.type === "integer" ? "123456" : "مقدار").slice(0, variable.len);
}

export interface PatternCurlInput {
  code: string;
  variables: readonly PatternVariable[];
  /** The account's default line, or Edge's example one. */
  line?: string;
  /** Where applications reach the API (Edge's `{base_url}`, e.g. `https://edge.ippanel.com/v1`). */
  baseUrl?: string | null;
}

/**
 * The `curl` an application runs to send this pattern (Edge's send/pattern.md): the documented body
 * with this pattern's code and a sample value for each of its variables, the token left for the
 * developer to put in.
 */
export function patternCurl({ code, variables, line, baseUrl }: PatternCurlInput): string {
  const body = {
    sending_type: "pattern",
    from_number: line ?? EXAMPLE_LINE,
    code,
    recipients: [EXAMPLE_RECIPIENT],
    params: Object.fromEntries(variables.map((variable) => [variable.name, sampleValue(variable)])),
  };
  // Single quotes hold the body in the shell; a quote inside it (none of our values has one) closes and reopens them.
  const data = JSON.stringify(body, null, 4).replaceAll("'", "'\\''");
  return [
    `curl --location '${baseUrl ?? DOCUMENTED_BASE_URL}/api/send' \\`,
    `--header 'Content-Type: application/json' \\`,
    `--header 'Authorization: YOUR_TOKEN' \\`,
    `--data '${data}'`,
  ].join("\n");
}
