import { Alert } from "@/components/ui/alert";
import type { ImportResult } from "@/lib/contract/phonebook-import";
import { groupDigits } from "@/lib/format/money";

export interface ImportTotals {
  /** The upstream's counts. */
  result: ImportResult;
  /** Rows the panel left out before the upload: the file's refused rows and refused values. */
  refusedBefore: number;
  /** Numbers repeated in the file (each taken once). */
  repeatedInFile: number;
}

/** What the import did, in Persian: added, already in the phonebook, refused. */
export function ImportResultStep({ title, totals }: { title: string; totals: ImportTotals }) {
  const { result, refusedBefore, repeatedInFile } = totals;
  const refused = result.errors + refusedBefore;
  const rows: Array<[string, number]> = [
    ["مخاطب افزوده شد", result.added],
    ["شماره از پیش در دفترچه بود", result.existences],
    ...(repeatedInFile > 0 ? [["شمارهٔ تکراری در فایل", repeatedInFile] as [string, number]] : []),
    ["ردیف پذیرفته نشد", refused],
  ];
  return (
    <div className="flex flex-col gap-4">
      <Alert tone={result.added > 0 ? "success" : "info"}>
        ورود مخاطبان به دفترچهٔ <bdi className="font-medium">«{title}»</bdi> انجام شد.
      </Alert>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {rows.map(([label, count]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2 text-sm"
          >
            <dt>{label}</dt>
            <dd className="text-base font-bold">{groupDigits(count)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
