"use client";

import { useId, useState } from "react";
import { toPersianDigits } from "@/lib/validation/digits";

const STARS = [1, 2, 3, 4, 5] as const;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`size-6 ${filled ? "fill-warning stroke-warning" : "fill-none stroke-muted"}`}
      strokeWidth={1.6}
      strokeLinejoin="round"
    >
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
    </svg>
  );
}

export interface StarRatingProps {
  /** Names the group for screen readers (its legend). */
  label: string;
  value: number | null;
  onChange: (rate: number) => void;
  disabled?: boolean;
}

/**
 * One to five stars as a radio group: arrows move between them, each is named «N از ۵», and the
 * stars up to the one pointed at or chosen are filled.
 */
export function StarRating({ label, value, onChange, disabled = false }: StarRatingProps) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="flex min-w-0 items-center gap-2" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <div className="flex items-center" onMouseLeave={() => setHovered(null)}>
        {STARS.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setHovered(star)}
            className="cursor-pointer rounded-md p-0.5 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{`${toPersianDigits(star)} از ۵`}</span>
            <Star filled={star <= shown} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A rating already given, read only: the filled stars and «N از ۵». */
export function GivenRating({ rate }: { rate: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span className="flex" aria-hidden="true">
        {STARS.map((star) => (
          <Star key={star} filled={star <= rate} />
        ))}
      </span>
      <span>{`${toPersianDigits(rate)} از ۵`}</span>
    </span>
  );
}
