import { PLAN_SERVICE_INFO, PLAN_SERVICES, type PlanService } from "@/lib/contract/plans";

/** What a plan unlocks, each service ticked or struck through. */
export function PlanServices({ services }: { services: readonly PlanService[] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm" aria-label="سرویس‌ها">
      {PLAN_SERVICES.map((service) => {
        const included = services.includes(service);
        return (
          <li key={service} className={`flex items-start gap-2 ${included ? "" : "text-muted line-through"}`}>
            <span aria-hidden className={included ? "text-success" : "text-muted"}>
              {included ? "✓" : "–"}
            </span>
            <span>
              {PLAN_SERVICE_INFO[service].title}
              <span className="sr-only">{included ? " (دارد)" : " (ندارد)"}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
