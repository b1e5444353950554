import "server-only";
import { z } from "zod";

const envSchema = z.object({
  API_BASE_URL: z.url("API_BASE_URL must be a URL such as https://edge.ippanel.com"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
});

let parsed: z.infer<typeof envSchema> | null = null;

/** The BFF's settings, read once; a wrong value fails loudly on first use. */
export function bffEnv() {
  if (!parsed) {
    const result = envSchema.safeParse(process.env);
    if (!result.success) throw new Error(`Invalid panel environment: ${z.prettifyError(result.error)}`);
    parsed = { ...result.data, API_BASE_URL: result.data.API_BASE_URL.replace(/\/+$/, "") };
  }
  return parsed;
}
