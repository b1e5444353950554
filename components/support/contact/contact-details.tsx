"use client";

import { Skeleton } from "@/components/ui/skeleton";
import { ErrorState } from "@/components/ui/state-message";
import { useContactInfo } from "@/lib/api/support-faq";
import type { ContactInfo } from "@/lib/contract/support-faq";
import { toErrorMessage } from "@/lib/errors/to-message";
import { toLatinDigits, toPersianDigits } from "@/lib/validation/digits";

const CARD = "flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:p-5";
const LINK = "text-primary underline-offset-4 hover:underline";

/** A phone as a `tel:` link: its digits (and a leading +) only. */
const telHref = (number: string) => `tel:${toLatinDigits(number).replace(/[^\d+]/g, "")}`;

/** A social link the panel may follow: a web address; anything else (a script URL) is no link. */
function webHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function Details({ info }: { info: ContactInfo }) {
  const socials = info.socials.flatMap((social) => {
    const href = webHref(social.url);
    return href ? [{ ...social, href }] : [];
  });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="contact-phones-title" className={CARD}>
        <h2 id="contact-phones-title" className="text-base font-bold">
          تلفن‌ها
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {info.phones.map((phone) => (
            <li key={`${phone.title}-${phone.number}`} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-muted">{phone.title}</span>
              <a href={telHref(phone.number)} dir="ltr" className={`font-medium ${LINK}`}>
                {toPersianDigits(phone.number)}
              </a>
            </li>
          ))}
        </ul>
        {info.hours.length > 0 ? (
          <>
            <h3 className="text-sm font-bold">ساعت پاسخ‌گویی</h3>
            <ul className="flex flex-col gap-1 text-sm leading-6">
              {info.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section aria-labelledby="contact-address-title" className={CARD}>
        <h2 id="contact-address-title" className="text-base font-bold">
          نشانی و ایمیل
        </h2>
        <address className="text-sm leading-7 not-italic">{info.address}</address>
        {info.postal_code ? (
          <p className="text-sm">
            <span className="text-muted">کد پستی: </span>
            {toPersianDigits(info.postal_code)}
          </p>
        ) : null}
        <p className="text-sm">
          <span className="text-muted">ایمیل: </span>
          <a href={`mailto:${info.email}`} dir="ltr" className={`latin ${LINK}`}>
            {info.email}
          </a>
        </p>
        {socials.length > 0 ? (
          <>
            <h3 className="text-sm font-bold">شبکه‌های اجتماعی</h3>
            <ul className="flex flex-wrap gap-2">
              {socials.map((social) => (
                <li key={social.kind}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-8 items-center rounded-full border border-border px-3 text-sm text-text hover:bg-surface-2"
                  >
                    {social.title}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}

/** The provider's phones (each a call), working hours, address, email and social pages. */
export function ContactDetails() {
  const query = useContactInfo();
  if (query.isPending)
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  if (query.isError)
    return (
      <div className={CARD}>
        <ErrorState
          message={toErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  return <Details info={query.data} />;
}
