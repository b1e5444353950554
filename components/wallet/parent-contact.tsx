"use client";

import { useParentContact } from "@/lib/api/wallet";
import { toPersianDigits } from "@/lib/validation/digits";

/** Whom to ask about a payment (`parent_account_contact`). */
export function ParentContact() {
  const contact = useParentContact();
  if (!contact.data) return null;
  const { name, mobile, phone, email, hours } = contact.data;
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
        {phone ? (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">تلفن</dt>
            <dd>
              <a href={`tel:${phone}`} dir="ltr" className="text-primary hover:underline">
                {toPersianDigits(phone)}
              </a>
            </dd>
          </div>
        ) : null}
        {mobile ? (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">همراه</dt>
            <dd>
              <a href={`tel:${mobile}`} dir="ltr" className="text-primary hover:underline">
                {toPersianDigits(mobile)}
              </a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">ایمیل</dt>
            <dd>
              <a href={`mailto:${email}`} dir="ltr" className="latin text-primary hover:underline">
                {email}
              </a>
            </dd>
          </div>
        ) : null}
        {hours ? (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">ساعت پاسخ‌گویی</dt>
            <dd>{hours}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
