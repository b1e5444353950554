import type { KeywordPlaceholder } from "@/lib/send/keyword-placeholders";

interface PlaceholderButtonsProps {
  placeholders: KeywordPlaceholder[];
  onInsert(token: string): void;
  /** Placeholders written in the text that no column fills. */
  unknown: string[];
}

/** The file's columns as placeholders to put where the caret is, and the ones the text names but the file lacks. */
export function PlaceholderButtons({ placeholders, onInsert, unknown }: PlaceholderButtonsProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <p id="placeholders-label" className="text-xs text-muted">
        ستون‌های فایل را در متن بگذارید؛ هر گیرنده مقدار ردیف خودش را می‌گیرد:
      </p>
      <div role="group" aria-labelledby="placeholders-label" className="flex flex-wrap gap-1.5">
        {placeholders.map((placeholder) => (
          <button
            key={placeholder.letter}
            type="button"
            onClick={() => onInsert(placeholder.token)}
            className="rounded-full border border-border bg-surface-2 px-3 py-1 text-xs transition-colors hover:border-primary hover:text-primary"
          >
            ستون {placeholder.letter}
            {placeholder.title ? `: ${placeholder.title}` : ""}{" "}
            <bdi dir="ltr" className="latin text-muted">
              {placeholder.token}
            </bdi>
          </button>
        ))}
      </div>
      {unknown.length > 0 ? (
        <p className="text-xs text-warning">
          این جای‌نماها در فایل ستونی ندارند و همان‌طور که نوشته شده‌اند فرستاده می‌شوند:{" "}
          <bdi dir="ltr" className="latin">
            {unknown.join(" ")}
          </bdi>
        </p>
      ) : null}
    </div>
  );
}
