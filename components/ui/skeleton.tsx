/** A placeholder block of the final size while data loads; give it the size of what replaces it. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-lg bg-surface-2 ${className}`} />;
}
