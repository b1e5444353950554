import type { ApiFieldRow } from "@/lib/api/api-docs";
import { DocText } from "./doc-text";

/** Nested fields step in under their parent. */
const INDENTS = ["", "ps-4", "ps-8", "ps-12"];

const PLACES: Record<ApiFieldRow["place"], string | null> = { path: "در مسیر", query: "در رشتهٔ پرس‌وجو", "": null };

/**
 * Fields, one under another: the name and type read left to right, whether it is required, where
 * it goes, and its Persian description and limits. Nested fields are indented under their parent.
 */
export function FieldList({ fields, showRequired = true }: { fields: readonly ApiFieldRow[]; showRequired?: boolean }) {
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
      {fields.map((field) => {
        const place = PLACES[field.place];
        const indent = INDENTS[Math.min(field.depth, INDENTS.length - 1)];
        return (
          <li key={`${field.place}:${field.name}`} className="flex flex-col gap-1 px-3 py-2">
            <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${indent}`}>
              <code dir="ltr" className="font-mono text-sm font-semibold [overflow-wrap:anywhere]">
                {field.name}
              </code>
              <code dir="ltr" className="font-mono text-xs [overflow-wrap:anywhere] text-muted">
                {field.type}
              </code>
              {showRequired ? (
                field.required ? (
                  <span className="rounded bg-danger-soft px-1.5 text-xs text-danger">الزامی</span>
                ) : (
                  <span className="rounded bg-surface-2 px-1.5 text-xs text-muted">اختیاری</span>
                )
              ) : null}
              {place ? <span className="text-xs text-muted">{place}</span> : null}
            </div>
            {field.description || field.notes.length > 0 ? (
              <div className={`text-muted ${indent}`}>
                {field.description ? <DocText text={field.description} /> : null}
                {field.notes.length > 0 ? <p className="text-xs leading-6">{field.notes.join("، ")}</p> : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
