import type { PatternVariable, PatternVariableType } from "@/lib/contract/patterns";
import { groupDigits } from "@/lib/format/money";

export const VARIABLE_TYPE_FA: Record<PatternVariableType, string> = { string: "رشته", integer: "عدد" };

/** The pattern's variables: each name, its type and the most characters it takes. */
export function PatternVariables({ variables }: { variables: readonly PatternVariable[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">متغیرهای الگو</caption>
      <thead>
        <tr className="border-b border-border text-xs text-muted">
          <th scope="col" className="py-2 text-start font-medium">
            نام
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            نوع
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            حداکثر طول
          </th>
        </tr>
      </thead>
      <tbody>
        {variables.map((variable) => (
          <tr key={variable.name} className="border-b border-border/60 last:border-b-0">
            <th scope="row" className="py-2 text-start font-medium">
              <span dir="ltr" className="latin">
                {variable.name}
              </span>
            </th>
            <td className="py-2">{VARIABLE_TYPE_FA[variable.type]}</td>
            <td className="py-2 text-end">{groupDigits(variable.len)} نویسه</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
