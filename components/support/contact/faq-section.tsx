"use client";

import { useState } from "react";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState, ErrorState } from "@/components/ui/state-message";
import { TextInput } from "@/components/ui/text-input";
import { useFaqCategories, useFaqList } from "@/lib/api/support-faq";
import { useAccess } from "@/lib/auth/access-context";
import type { FaqItem } from "@/lib/contract/support-faq";
import { toErrorMessage } from "@/lib/errors/to-message";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { REQUEST_KINDS } from "@/lib/support/request-kinds";
import { toPersianDigits } from "@/lib/validation/digits";

/** Spec §9's date input debounce: the search is asked once typing pauses. */
const SEARCH_DELAY_MS = 500;

function Questions({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.id}>
          <details className="group rounded-xl border border-border bg-surface open:border-primary/40">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm leading-6 font-medium [&::-webkit-details-marker]:hidden">
              {item.question}
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-4 shrink-0 fill-none stroke-current transition-transform group-open:rotate-180"
                strokeWidth={2}
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
            </summary>
            <div className="flex flex-col gap-1 border-t border-border px-4 py-3">
              <p className="text-sm leading-7 whitespace-pre-line">{item.answer}</p>
              <p className="text-xs text-muted">دسته: {item.category}</p>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** Nothing matched: said plainly, with the way to ask support instead for a member who may. */
function NothingFound({ search }: { search: string }) {
  const canAsk = useAccess().canOpen(REQUEST_KINDS.ticket.createHref);
  return (
    <div role="status">
      <EmptyState className="rounded-xl border border-border bg-surface">
        {`پرسشی دربارهٔ «${search}» پیدا نشد.`}
        {canAsk ? (
          <>
            {" "}
            <PrefetchLink href={REQUEST_KINDS.ticket.createHref} className="text-primary underline underline-offset-4">
              درخواست پشتیبانی ثبت کنید
            </PrefetchLink>
          </>
        ) : null}
      </EmptyState>
    </div>
  );
}

/**
 * The FAQ by category, each question opening to its answer, and a search across all of them that
 * the upstream answers (a full-text search) once typing pauses; when nothing matches it says so.
 */
export function FaqSection() {
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  const categories = useFaqCategories();
  const [chosen, setChosen] = useState<number | null>(null);
  const categoryId = chosen ?? categories.data?.[0]?.id ?? null;
  const list = useFaqList(search ? { search } : categoryId !== null ? { categoryId } : null);

  let body;
  if (categories.isError || list.isError)
    body = (
      <ErrorState
        message={toErrorMessage(categories.error ?? list.error)}
        onRetry={() => void (categories.isError ? categories.refetch() : list.refetch())}
      />
    );
  else if (categories.isPending || (list.isPending && list.fetchStatus !== "idle"))
    body = (
      <div className="flex flex-col gap-2" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 rounded-xl" />
        ))}
      </div>
    );
  else if (categories.data.length === 0)
    body = (
      <EmptyState className="rounded-xl border border-border bg-surface">هنوز پرسش متداولی ثبت نشده است.</EmptyState>
    );
  else if (!list.data || list.data.length === 0)
    body = search ? (
      <NothingFound search={search} />
    ) : (
      <EmptyState className="rounded-xl border border-border bg-surface">در این دسته هنوز پرسشی نیست.</EmptyState>
    );
  else body = <Questions items={list.data} />;

  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-3">
      <h2 id="faq-title" className="text-lg font-bold">
        پرسش‌های متداول
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="faq-search" className="text-sm font-medium">
          جستجو در پرسش‌ها
        </label>
        <TextInput
          id="faq-search"
          type="search"
          autoComplete="off"
          placeholder="مثلاً پیامک نمی‌رسد"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {search ? (
        list.data?.length === 0 && !list.isPlaceholderData ? null : (
          <p role="status" className="text-sm text-muted">
            {list.data && !list.isPlaceholderData
              ? `${toPersianDigits(list.data.length)} پرسش دربارهٔ «${search}»`
              : `جستجوی «${search}»…`}
          </p>
        )
      ) : categories.data && categories.data.length > 0 ? (
        <div role="group" aria-label="دسته‌های پرسش‌ها" className="flex flex-wrap gap-2">
          {categories.data.map((category) => (
            <button
              key={category.id}
              type="button"
              aria-pressed={category.id === categoryId}
              onClick={() => setChosen(category.id)}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-border px-3 text-sm text-text transition-colors hover:bg-surface-2 aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary"
            >
              {category.title}
              <span className="text-xs text-muted">{toPersianDigits(category.count)}</span>
            </button>
          ))}
        </div>
      ) : null}
      {body}
    </section>
  );
}
