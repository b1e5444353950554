import type { Plugin } from "@/lib/contract/plugins";

/**
 * Where a catalogue row's links go in the panel: the upstream's paths through the BFF (`/api` and
 * the same path, with the session), the panel's own pages as they are. The contract has already
 * held both to plain local paths.
 */
const throughPanel = (path: string) => (path.startsWith("/v1/api/") ? `/api${path}` : path);

export const downloadHref = (plugin: Plugin) => throughPanel(plugin.download_url);

/** The documentation: a page of the panel (opened in place), or a file of the upstream (in a new tab). */
export function documentationLink(plugin: Plugin): { href: string; panelPage: boolean } {
  const href = throughPanel(plugin.documentation_url);
  return { href, panelPage: href === plugin.documentation_url };
}
