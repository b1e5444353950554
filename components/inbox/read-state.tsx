/** Whether a message has been read, as a small label. */
export function ReadState({ seen }: { seen: boolean }) {
  return seen ? (
    <span className="inline-flex items-center rounded-full bg-surface-2 px-2 py-0.5 text-xs text-muted">
      خوانده‌شده
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
      خوانده‌نشده
    </span>
  );
}
