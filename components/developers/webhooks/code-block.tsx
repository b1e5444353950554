/** Code read left to right in its own scrollable box, reachable by keyboard so a long line can be scrolled. */
export function CodeBlock({ label, children }: { label: string; children: string }) {
  return (
    <pre
      dir="ltr"
      role="region"
      tabIndex={0}
      aria-label={label}
      className="latin max-h-96 overflow-auto rounded-lg border border-border bg-surface-2 p-3 text-start text-xs leading-5 text-text focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
    >
      <code>{children}</code>
    </pre>
  );
}
