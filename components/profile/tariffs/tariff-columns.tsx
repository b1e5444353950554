import type { DataTableColumn } from "@/components/ui/table";
import { formatExactRial } from "@/lib/format/money";
import { messageCost, type TariffLine } from "@/lib/sms/tariff-lines";
import { toPersianDigits } from "@/lib/validation/digits";

/** A per-part price, with what one single-part message to one recipient costs once the surcharge is added. */
function Price({ perPart }: { perPart: string }) {
  return (
    <span className="flex flex-col gap-0.5 whitespace-nowrap">
      <span className="font-medium">{formatExactRial(Number(perPart))}</span>
      <span className="text-xs text-muted">{`با عوارض: ${formatExactRial(messageCost(1, perPart))}`}</span>
    </span>
  );
}

/** The line kind as its prefix or range reads: digits left to right, in Persian. */
const lineName = (name: string) => (/^[\d\s-]+$/.test(name) ? toPersianDigits(name) : name);

export const TARIFF_COLUMNS: readonly DataTableColumn<TariffLine>[] = [
  {
    key: "line",
    header: "خط",
    cell: (line) => (
      <span dir="ltr" className="font-bold">
        {lineName(line.name)}
      </span>
    ),
  },
  { key: "persian-mci", header: "فارسی، همراه اول", cell: (line) => <Price perPart={line.persian.mci} /> },
  { key: "persian-other", header: "فارسی، ایرانسل و رایتل", cell: (line) => <Price perPart={line.persian.other} /> },
  { key: "english-mci", header: "انگلیسی، همراه اول", cell: (line) => <Price perPart={line.english.mci} /> },
  { key: "english-other", header: "انگلیسی، ایرانسل و رایتل", cell: (line) => <Price perPart={line.english.other} /> },
];
