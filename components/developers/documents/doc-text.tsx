import { Fragment } from "react";
import { InlineCode } from "./inline-code";

/** A line of the reference's text: `code` in backticks read left to right, the rest as it is. */
function DocLine({ text }: { text: string }) {
  const parts = text.split(/`([^`]+)`/);
  return parts.map((part, index) =>
    index % 2 === 1 ? <InlineCode key={index}>{part}</InlineCode> : <Fragment key={index}>{part}</Fragment>,
  );
}

/** The reference's Persian text: paragraphs apart, inline code marked. */
export function DocText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`flex flex-col gap-2 text-sm leading-7 ${className}`}>
      {text
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index}>
            <DocLine text={paragraph} />
          </p>
        ))}
    </div>
  );
}
