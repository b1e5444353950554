// @ts-check
// What a built page makes a browser download before it runs, read from `next build`'s output:
// the main files every page shares plus every chunk the page's client reference manifest names
// (its layouts, the page, the error and not-found boundaries), each with its gzip size. The fonts
// are every font file the build emits. Bytes, not timings: the same build gives the same figures.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

export const KB = 1024;

/** @param {string} nextDir @param {string} file */
const gzipBytes = (nextDir, file) => gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length;

/**
 * The chunks each segment of an app route loads, keyed by segment ("[project]/app/(panel)/layout").
 *
 * @param {string} nextDir
 * @param {string} route an app route as the build names it, e.g. "/(panel)/dashboard"
 * @returns {Record<string, string[]>}
 */
function entryFiles(nextDir, route) {
  const file = path.join(nextDir, "server", "app", route, "page_client-reference-manifest.js");
  if (!existsSync(file)) throw new Error(`no build of ${route} (${file})`);
  /** @type {{ globalThis: { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } }} */
  const context = { globalThis: {} };
  vm.runInNewContext(readFileSync(file, "utf8"), context);
  const manifest = Object.values(context.globalThis.__RSC_MANIFEST ?? {})[0];
  if (!manifest) throw new Error(`the client reference manifest of ${route} is empty`);
  return manifest.entryJSFiles;
}

/**
 * A page's first-load JavaScript: every file with its gzip size, the total, and the page's own
 * share (the chunks its page segment adds to what its layouts already load).
 *
 * @param {string} nextDir
 * @param {string} route
 */
export function firstLoadOf(nextDir, route) {
  const buildManifest = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  const entries = entryFiles(nextDir, route);
  const pageKey = `[project]/app${route}/page`;
  const shared = new Set(/** @type {string[]} */ (buildManifest.rootMainFiles));
  for (const [segment, files] of Object.entries(entries)) {
    if (segment !== pageKey) for (const file of files) shared.add(file);
  }
  const own = (entries[pageKey] ?? []).filter((file) => !shared.has(file));
  const files = [...new Set([...shared, ...own])].map((file) => ({ file, gzip: gzipBytes(nextDir, file) }));
  const sum = (/** @type {string[]} */ names) =>
    files.filter((entry) => names.includes(entry.file)).reduce((total, entry) => total + entry.gzip, 0);
  return { files, total: sum(files.map((entry) => entry.file)), own: sum(own) };
}

/**
 * Every font file the build emits, with its size (woff2 is compressed already).
 *
 * @param {string} nextDir
 */
export function fontFilesOf(nextDir) {
  const media = path.join(nextDir, "static", "media");
  if (!existsSync(media)) return [];
  return readdirSync(media)
    .filter((name) => /\.(woff2?|ttf|otf)$/.test(name))
    .map((name) => ({ file: `static/media/${name}`, bytes: readFileSync(path.join(media, name)).length }));
}
