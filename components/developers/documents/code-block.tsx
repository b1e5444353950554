/** Code as it is typed: left to right, monospace, scrolling sideways rather than wrapping. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <pre
      dir="ltr"
      tabIndex={0}
      aria-label={label}
      className="max-h-[28rem] overflow-auto rounded-xl bg-surface-2 p-3 text-start font-mono text-xs leading-6 text-text focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
    >
      <code>{code}</code>
    </pre>
  );
}
