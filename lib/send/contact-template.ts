/** A custom feature as a keyword-phonebook text names it: `{ex_<id>}` or its Latin title. */
export interface TemplateFeature {
  id: number;
  latinTitle: string | null;
  enabled: boolean;
}

/** What a contact gives a template; its feature values are read only when the template names a feature. */
export interface TemplateContact {
  msisdn: string;
  name: string;
  pre: string;
  email: string;
  options(): Record<string, string>;
}

const local = (msisdn: string) => `0${msisdn.slice(2)}`;

/**
 * A keyword-phonebook template's placeholders for one contact: `{name}`, `{pre}`, `{email}`,
 * `{number}` or `{mobile}` (0912…), and each enabled feature as `{ex_<id>}` (Edge's form) and by
 * its Latin title. Names are read without case; an unknown placeholder stays as it is, a known
 * one without a value becomes empty. The panel previews and prices with it, the upstream sends with it.
 */
export function contactTemplateFiller(
  template: string,
  features: readonly TemplateFeature[],
): (contact: TemplateContact) => string {
  const byName = new Map<string, TemplateFeature>();
  for (const feature of features) {
    if (!feature.enabled) continue;
    byName.set(`ex_${feature.id}`, feature);
    if (feature.latinTitle) byName.set(feature.latinTitle.toLowerCase(), feature);
  }
  return (contact) => {
    let options: Record<string, string> | null = null;
    return template.replace(/\{([^{}]+)\}/g, (whole, raw: string) => {
      const name = raw.trim().toLowerCase();
      if (name === "name") return contact.name;
      if (name === "pre") return contact.pre;
      if (name === "email") return contact.email;
      if (name === "number" || name === "mobile") return local(contact.msisdn);
      const feature = byName.get(name);
      if (!feature) return whole;
      options ??= contact.options();
      return options[String(feature.id)] ?? "";
    });
  };
}
