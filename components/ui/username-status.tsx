import { Spinner } from "@/components/ui/spinner";
import type { UsernameAvailability } from "@/lib/hooks/use-username-availability";

/** The answer about a username being chosen, under its field: green when it can be taken, red when not. */
export function UsernameStatus({ availability }: { availability: UsernameAvailability }) {
  switch (availability.state) {
    case "idle":
      return null;
    case "checking":
      return (
        <span className="inline-flex items-center gap-1.5 text-muted">
          <Spinner className="size-3" />
          در حال بررسی نام کاربری
        </span>
      );
    case "available":
      return <span className="text-success">{availability.message}</span>;
    case "unavailable":
      return <span className="text-danger">{availability.message}</span>;
  }
}
