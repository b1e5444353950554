import type { ReactNode } from "react";
import { Button } from "./button";

export interface ErrorStateProps {
  /** The one Persian message of toErrorMessage(error). */
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** A block that failed to load: the reason and a retry button. */
export function ErrorState({ message, onRetry, retrying = false, className = "" }: ErrorStateProps) {
  return (
    <div role="alert" className={`flex flex-col items-center justify-center gap-3 p-4 text-center ${className}`}>
      <p className="text-sm leading-6 whitespace-pre-line text-danger">{message}</p>
      {onRetry ? (
        <Button size="md" variant="secondary" onClick={onRetry} loading={retrying}>
          تلاش دوباره
        </Button>
      ) : null}
    </div>
  );
}

/** A block that loaded with nothing to show. */
export function EmptyState({
  children,
  icon,
  className = "",
}: {
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-muted ${className}`}>
      {icon}
      <p>{children}</p>
    </div>
  );
}
