import { BrandMark } from "./brand-mark";

/** The calm side of the sign-in screens on wide displays: the product and what it is for. */
export function BrandPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-primary-soft lg:flex lg:w-[42%] lg:max-w-xl lg:flex-col lg:justify-center lg:p-14">
      <div aria-hidden="true" className="absolute -start-28 -bottom-28 size-96 rounded-full bg-primary/10" />
      <div aria-hidden="true" className="absolute -end-16 -top-20 size-64 rounded-full bg-primary/10" />
      <div className="relative flex flex-col gap-6">
        <BrandMark large />
        <p className="text-lg leading-9 text-muted">پیامک انبوه برای کسب‌وکار شما، ساده و مطمئن.</p>
      </div>
    </aside>
  );
}
