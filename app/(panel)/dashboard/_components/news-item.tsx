import { linkTarget } from "@/components/layout/link-target";
import { PanelIcon } from "@/components/ui/panel-icon";
import type { News } from "@/lib/contract/home";
import { formatJalaliDate } from "@/lib/format/jalali";

/** A news entry: title, text, its Jalali date and, when given, a link to read more. */
export function NewsItem({ news }: { news: News }) {
  const date = formatJalaliDate(news.created_at);
  return (
    <article className="flex flex-col gap-1.5 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-sm leading-6 font-bold">{news.title}</h3>
        {date ? (
          <time dateTime={news.created_at} className="shrink-0 text-xs text-muted">
            {date}
          </time>
        ) : null}
      </div>
      <p className="text-sm leading-7 whitespace-pre-line text-muted">{news.description}</p>
      {news.link ? (
        <a
          href={news.link}
          {...linkTarget(news.link)}
          className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary hover:underline"
        >
          <PanelIcon name="link" className="size-4" />
          مشاهده جزئیات
        </a>
      ) : null}
    </article>
  );
}
