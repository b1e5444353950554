"use client";

import { Fragment } from "react";
import { ChevronEndIcon } from "@/components/ui/icons";
import { CallDetails } from "./call-details";
import type { SampleLanguage } from "./code-samples";
import { MethodBadge } from "./method-badge";
import type { ApiCallEntry } from "./reference-index";

/** A path that may break after a slash on a narrow screen, rather than inside a name. */
function PathText({ path }: { path: string }) {
  return path.split("/").map((segment, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          /<wbr />
        </>
      ) : null}
      {segment}
    </Fragment>
  ));
}

export interface CallRowProps {
  call: ApiCallEntry;
  open: boolean;
  onOpenChange: (id: string, open: boolean) => void;
  language: SampleLanguage;
  onLanguageChange: (language: SampleLanguage) => void;
}

/**
 * A call in the index: its Persian name, method and path; opened, its details are read and shown
 * beneath. The element's id is the call's operationId, so `#post_v1_api_send` links to it.
 */
export function CallRow({ call, open, onOpenChange, language, onLanguageChange }: CallRowProps) {
  return (
    <details
      id={call.id}
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        if (isOpen !== open) onOpenChange(call.id, isOpen);
      }}
      className="group scroll-mt-16 rounded-xl border border-border bg-surface open:border-primary/40 md:scroll-mt-4"
    >
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-3 hover:bg-surface-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <ChevronEndIcon className="mt-0.5 size-5 shrink-0 text-muted transition-transform group-open:rotate-90 rtl:group-open:-rotate-90" />
        <span className="flex min-w-0 flex-1 flex-col gap-1.5 md:flex-row md:items-center md:gap-3">
          <h3 className="text-sm font-bold md:w-56 md:shrink-0">{call.summary}</h3>
          <span className="flex min-w-0 items-center gap-2">
            <MethodBadge method={call.method} />
            <code dir="ltr" className="min-w-0 font-mono text-xs [overflow-wrap:anywhere] text-muted">
              <PathText path={call.path} />
            </code>
          </span>
        </span>
      </summary>
      {open ? (
        <div className="border-t border-border p-3 md:p-4">
          <CallDetails id={call.id} language={language} onLanguageChange={onLanguageChange} />
        </div>
      ) : null}
    </details>
  );
}
