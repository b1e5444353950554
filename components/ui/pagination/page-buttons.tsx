"use client";

import type { ButtonHTMLAttributes, ReactNode } from "react";
import { ChevronEndIcon, ChevronStartIcon } from "@/components/ui/icons";
import { pageItems } from "@/lib/url-state/page-items";
import { toPersianDigits } from "@/lib/validation/digits";

const BOX = "inline-flex h-8 min-w-8 items-center justify-center rounded-lg px-2 text-sm";

function PageButton({
  current,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { current?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-current={current ? "page" : undefined}
      className={`${BOX} transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
        current ? "bg-primary font-bold text-on-primary" : "text-text hover:bg-surface-2"
      }`}
      {...rest}
    >
      {children}
    </button>
  );
}

export interface PageButtonsProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Previous, the numbered pages with ellipses, and next, in Persian digits; the current one has aria-current. */
export function PageButtons({ page, totalPages, onPage, disabled = false }: PageButtonsProps) {
  return (
    <ul className="flex flex-wrap items-center gap-1">
      <li>
        <PageButton
          aria-label="صفحه قبل"
          disabled={disabled || page <= 1}
          onClick={() => onPage(Math.min(page - 1, totalPages))}
        >
          <ChevronStartIcon className="size-4" />
        </PageButton>
      </li>
      {pageItems(page, totalPages).map((item) =>
        typeof item === "number" ? (
          <li key={item}>
            <PageButton
              aria-label={`صفحه ${toPersianDigits(item)}`}
              current={item === page}
              disabled={disabled}
              onClick={() => (item === page ? undefined : onPage(item))}
            >
              {toPersianDigits(item)}
            </PageButton>
          </li>
        ) : (
          <li key={item} aria-hidden="true" className={`${BOX} text-muted`}>
            …
          </li>
        ),
      )}
      <li>
        <PageButton aria-label="صفحه بعد" disabled={disabled || page >= totalPages} onClick={() => onPage(page + 1)}>
          <ChevronEndIcon className="size-4" />
        </PageButton>
      </li>
    </ul>
  );
}
