import { selectionSummaryText, summarizeSelection } from "./multi-summary";

/** The chosen labels of a multi-select on its trigger: the first two, then «+ N مورد دیگر». */
export function SelectMultiSummary({ labels }: { labels: readonly string[] }) {
  const { named, more } = summarizeSelection(labels);
  return (
    <>
      <span className="min-w-0 truncate" title={selectionSummaryText(labels)}>
        {named}
      </span>
      {more ? <span className="shrink-0 whitespace-pre text-muted">{` ${more}`}</span> : null}
    </>
  );
}
