import { MessageIcon } from "@/components/ui/icons";

/** The product's name with its mark; `large` on the desktop side panel. */
export function BrandMark({ large = false }: { large?: boolean }) {
  return (
    <div className="flex items-center gap-2.5">
      <span
        className={`flex items-center justify-center rounded-xl bg-primary text-on-primary ${large ? "size-12" : "size-9"}`}
      >
        <MessageIcon className={large ? "size-7" : "size-5"} />
      </span>
      <span className={`font-bold text-text ${large ? "text-2xl" : "text-lg"}`}>پنل پیامک</span>
    </div>
  );
}
