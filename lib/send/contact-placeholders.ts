import type { PhonebookOption } from "../contract/phonebooks";
import type { TemplateFeature } from "./contact-template";

/** The contact fields a keyword-phonebook text can name, as the upstream fills them. */
const FIELDS = [
  { key: "name", label: "نام", token: "{name}" },
  { key: "number", label: "شماره موبایل", token: "{number}" },
  { key: "pre", label: "پیشوند", token: "{pre}" },
  { key: "email", label: "ایمیل", token: "{email}" },
] as const;

/** The placeholders of a keyword-phonebook text: the contact's fields, then each enabled feature by its Latin title (or `{ex_<id>}`). */
export function contactPlaceholders(features: readonly PhonebookOption[]) {
  return [
    ...FIELDS,
    ...features
      .filter((feature) => feature.enabled)
      .map((feature) => ({
        key: `feature-${feature.id}`,
        label: feature.title,
        token: `{${feature.latin_title ?? `ex_${feature.id}`}}`,
      })),
  ];
}

export const templateFeatures = (features: readonly PhonebookOption[]): TemplateFeature[] =>
  features.map((feature) => ({ id: feature.id, latinTitle: feature.latin_title, enabled: feature.enabled }));

/** Placeholders in the text that neither a contact field nor an enabled feature fills. */
export function unknownContactPlaceholders(template: string, features: readonly PhonebookOption[]): string[] {
  const known = new Set(["name", "number", "mobile", "pre", "email"]);
  for (const feature of features) {
    if (!feature.enabled) continue;
    known.add(`ex_${feature.id}`);
    if (feature.latin_title) known.add(feature.latin_title.toLowerCase());
  }
  const unknown = new Set<string>();
  for (const match of template.matchAll(/\{([^{}]+)\}/g))
    if (!known.has(match[1]!.trim().toLowerCase())) unknown.add(match[0]);
  return [...unknown];
}
