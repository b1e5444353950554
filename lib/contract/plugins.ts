import * as z from "zod/mini";
import { envelope } from "./envelope";

/**
 * The provider's catalogue of integrations (spec §7 `panel/plugins`), open to anyone as the API
 * reference is: what each one is for, and a file the upstream builds itself from the reference:
 *
 * - `GET panel/plugins` → the rows below;
 * - `GET panel/plugins/{id}/download` → the row's file (`application/zip`, with its name in
 *   Content-Disposition and an ETag); an unknown id answers 404.
 */

const int = z.number().check(z.int(), z.nonnegative());

/** A place inside the panel (`/developers/documents#…`) or a file of the upstream (`/v1/api/panel/llms.txt`). */
const localPathSchema = z.string().check(z.regex(/^\/(?!\/)[A-Za-z0-9_\-./#~]*$/));

export const pluginSchema = z.object({
  id: int,
  name: z.string(),
  /** What it runs on: «Node.js 18+», «Python 3 (requests)»… */
  platform: z.string(),
  /** Semantic version, as the file's name carries it. */
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+$/)),
  description: z.string(),
  documentation_url: localPathSchema,
  /** The upstream's path of the file; the panel asks for it through its own `/api`. */
  download_url: z.string().check(z.regex(/^\/v1\/api\/panel\/plugins\/\d+\/download$/)),
  file_name: z.string().check(z.regex(/^[A-Za-z0-9._-]+\.zip$/)),
  /** In bytes. */
  file_size: int,
});
export type Plugin = z.infer<typeof pluginSchema>;

export const pluginsResponseSchema = envelope(z.array(pluginSchema));
