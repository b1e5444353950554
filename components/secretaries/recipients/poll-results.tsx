import { groupDigits } from "@/lib/format/money";
import { toPersianDigits } from "@/lib/validation/digits";

export interface PollOption {
  number: number;
  title: string;
  votes: number;
}

/** A share of the votes as a whole percent, «۶۲٪». */
const percentText = (part: number, whole: number) =>
  `${toPersianDigits(whole === 0 ? 0 : Math.round((part / whole) * 100))}٪`;

/** A poll's votes by option: each option's figures in text, and a bar of its share beside them for the eye. */
export function PollResults({ options }: { options: readonly PollOption[] }) {
  const total = options.reduce((sum, option) => sum + option.votes, 0);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{`${groupDigits(total)} رأی`}</p>
      <ol aria-label="رأی گزینه‌ها" className="flex flex-col gap-3">
        {options.map((option) => (
          <li key={option.number} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="min-w-0 break-words">
                <span className="text-muted">{`${toPersianDigits(option.number)}. `}</span>
                {option.title}
              </span>
              <span className="whitespace-nowrap">
                {`${groupDigits(option.votes)} رأی`}
                <span className="text-muted">{` (${percentText(option.votes, total)})`}</span>
              </span>
            </div>
            <div aria-hidden className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${total === 0 ? 0 : (option.votes / total) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
