"use client";

import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { EmptyState } from "@/components/ui/state-message";
import { TextInput } from "@/components/ui/text-input";
import { toPersianDigits } from "@/lib/validation/digits";
import { CallRow } from "./call-row";
import { DocText } from "./doc-text";
import type { SampleLanguage } from "./code-samples";
import type { ApiArea } from "./reference-index";
import { searchCalls } from "./search-calls";

/** The call a `#operationId` in the address names, if the reference has it. */
function callInHash(areas: readonly ApiArea[]): string | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return areas.some((area) => area.calls.some((call) => call.id === id)) ? id : null;
}

/**
 * Brings a call to the top of the panel's scrolling area, and only that area: the page around it
 * (banners, bars) stays where it is, as scrollIntoView would not leave it.
 */
function showAtTop(element: HTMLElement) {
  const area = element.closest("main");
  if (!area) return element.scrollIntoView({ block: "start" });
  // The element's scroll margin clears the phone's sticky title bar.
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  area.scrollBy({ top: element.getBoundingClientRect().top - area.getBoundingClientRect().top - margin });
}

function setHash(id: string | null) {
  const url = `${window.location.pathname}${window.location.search}${id ? `#${id}` : ""}`;
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The reference's index: every area with its calls, narrowed as the user types. A call opens in
 * place (and the address gets its `#operationId`, to share); a link with one opens and shows it.
 */
export function ApiReference({ areas }: { areas: readonly ApiArea[] }) {
  const [typed, setTyped] = useState("");
  const search = useDeferredValue(typed);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [language, setLanguage] = useState<SampleLanguage>("curl");
  /** A call a link asked for, shown once it is rendered open. */
  const scrollTo = useRef<string | null>(null);

  const shown = useMemo(() => searchCalls(areas, search), [areas, search]);
  const count = shown.reduce((sum, area) => sum + area.calls.length, 0);

  useEffect(() => {
    const openFromHash = () => {
      const id = callInHash(areas);
      if (!id) return;
      setTyped("");
      setOpenIds((ids) => new Set(ids).add(id));
      scrollTo.current = id;
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [areas]);

  useEffect(() => {
    if (!scrollTo.current) return;
    // After every effect of this render: the panel's scroll area returns to the top when a page mounts.
    const frame = requestAnimationFrame(() => {
      const id = scrollTo.current;
      const element = id ? document.getElementById(id) : null;
      if (!element) return;
      scrollTo.current = null;
      showAtTop(element);
      element.querySelector("summary")?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [openIds, shown]);

  const onOpenChange = useCallback((id: string, open: boolean) => {
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
    if (open) setHash(id);
    else if (window.location.hash === `#${id}`) setHash(null);
  }, []);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="api-search" className="text-sm font-medium">
          جستجو در فراخوانی‌ها
        </label>
        <TextInput
          id="api-search"
          type="search"
          autoComplete="off"
          placeholder="مسیر، روش یا واژه‌ای فارسی؛ مثلاً کیف پول"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          // A path or a method reads left to right as it is typed; Persian words and the hint right to left.
          dir={/^\s*[A-Za-z/{]/.test(typed) ? "ltr" : "rtl"}
        />
        <p role="status" className="text-sm text-muted">
          {search.trim() ? (
            count > 0 ? (
              <>
                {toPersianDigits(count)} فراخوانی برای «<bdi>{search.trim()}</bdi>»
              </>
            ) : (
              ""
            )
          ) : (
            `${toPersianDigits(count)} فراخوانی در ${toPersianDigits(areas.length)} بخش`
          )}
        </p>
      </div>

      {count === 0 ? (
        <EmptyState className="rounded-xl border border-border bg-surface">
          هیچ فراخوانی با «<bdi>{search.trim()}</bdi>» پیدا نشد. واژهٔ دیگری یا بخشی از مسیر را بیازمایید.
        </EmptyState>
      ) : null}

      {search.trim() ? null : (
        <nav aria-label="بخش‌های API">
          <ul className="flex flex-wrap gap-2">
            {areas.map((area) => (
              <li key={area.tag}>
                <a
                  href={`#area-${area.tag}`}
                  className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-surface px-3 text-sm hover:bg-primary-soft focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                >
                  {area.name}
                  <span className="text-xs text-muted">{toPersianDigits(area.calls.length)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {shown.map((area) => (
        <section
          key={area.tag}
          id={`area-${area.tag}`}
          aria-labelledby={`area-${area.tag}-title`}
          className="flex scroll-mt-16 flex-col gap-2 md:scroll-mt-4"
        >
          <h2 id={`area-${area.tag}-title`} className="mt-2 text-lg font-bold">
            {area.name}
          </h2>
          <DocText text={area.description} className="text-muted" />
          <ul className="flex flex-col gap-2">
            {area.calls.map((call) => (
              <li key={call.id}>
                <CallRow
                  call={call}
                  open={openIds.has(call.id)}
                  onOpenChange={onOpenChange}
                  language={language}
                  onLanguageChange={setLanguage}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
