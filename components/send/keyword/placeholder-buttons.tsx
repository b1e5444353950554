interface PlaceholderItem {
  key: string;
  /** What the user reads, e.g. «ستون A: نام» or «نام». */
  label: string;
  /** What goes into the text, e.g. `{نام}`. */
  token: string;
}

interface PlaceholderButtonsProps {
  /** Says where the values come from. */
  intro: string;
  items: PlaceholderItem[];
  onInsert(token: string): void;
  /** Placeholders written in the text that nothing fills. */
  unknown: string[];
}

/** Placeholders to put where the caret is, and the ones the text names but nothing fills. */
export function PlaceholderButtons({ intro, items, onInsert, unknown }: PlaceholderButtonsProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <p id="placeholders-label" className="text-xs text-muted">
        {intro}
      </p>
      <div role="group" aria-labelledby="placeholders-label" className="flex flex-wrap gap-1.5">
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            onClick={() => onInsert(item.token)}
            className="rounded-full border border-border bg-surface-2 px-3 py-1 text-xs transition-colors hover:border-primary hover:text-primary"
          >
            {item.label}{" "}
            <bdi dir="ltr" className="latin text-muted">
              {item.token}
            </bdi>
          </button>
        ))}
      </div>
      {unknown.length > 0 ? (
        <p className="text-xs text-warning">
          این جای‌نماها پر نمی‌شوند و همان‌طور که نوشته شده‌اند فرستاده می‌شوند:{" "}
          <bdi dir="ltr" className="latin">
            {unknown.join(" ")}
          </bdi>
        </p>
      ) : null}
    </div>
  );
}
