import { DrawForm } from "./draw-form";
import { DrawList } from "./draw-list";

/** A contest's «قرعه‌کشی»: the form, and the draws made so far. */
export function ContestDraw({ id }: { id: number }) {
  return (
    <section
      aria-labelledby="contest-draw-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:p-6"
    >
      <h2 id="contest-draw-title" className="text-base font-bold">
        قرعه‌کشی
      </h2>
      <p className="text-xs leading-6 text-muted">
        برندگان از میان شماره‌هایی برگزیده می‌شوند که پاسخ درست داده‌اند. با همان بذر و همان پاسخ‌ها، هر کس همین برندگان
        را می‌یابد.
      </p>
      <DrawForm id={id} />
      <h3 className="text-sm font-bold">قرعه‌کشی‌های انجام‌شده</h3>
      <DrawList id={id} />
    </section>
  );
}
