"use client";

import type { ReactNode } from "react";
import { useParentContact } from "@/lib/api/wallet";
import { toPersianDigits } from "@/lib/validation/digits";

const LINK = "text-primary hover:underline";

/** Whom to ask about a payment (`parent_account_contact`). */
export function ParentContact() {
  const contact = useParentContact();
  if (!contact.data) return null;
  const { name, mobile, phone, email, hours } = contact.data;
  const rows: [string, ReactNode][] = [];
  for (const [label, number] of [
    ["تلفن", phone],
    ["همراه", mobile],
  ] as const) {
    if (number)
      rows.push([
        label,
        <a key={label} href={`tel:${number}`} dir="ltr" className={LINK}>
          {toPersianDigits(number)}
        </a>,
      ]);
  }
  if (email)
    rows.push([
      "ایمیل",
      <a key="email" href={`mailto:${email}`} dir="ltr" className={`latin ${LINK}`}>
        {email}
      </a>,
    ]);
  if (hours) rows.push(["ساعت پاسخ‌گویی", hours]);
  return (
    <section
      aria-labelledby="parent-contact-title"
      className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 text-sm"
    >
      <h2 id="parent-contact-title" className="text-base font-bold">
        پرسش دربارهٔ پرداخت
      </h2>
      <p className="text-muted">{name}</p>
      <dl className="flex flex-col gap-1.5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
