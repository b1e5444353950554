"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { CopyButton } from "@/components/ui/copy-button";
import type { ApiCallView } from "@/lib/api/api-docs";
import { CodeBlock } from "./code-block";

const LANGUAGES = [
  { key: "curl", label: "curl" },
  { key: "javascript", label: "JavaScript" },
  { key: "python", label: "Python" },
] as const;

export type SampleLanguage = (typeof LANGUAGES)[number]["key"];

/** The call in curl, JavaScript (fetch) and Python (requests); the language last chosen stays chosen on the page. */
export function CodeSamples({
  samples,
  language,
  onLanguageChange,
}: {
  samples: ApiCallView["samples"];
  language: SampleLanguage;
  onLanguageChange: (language: SampleLanguage) => void;
}) {
  const current = LANGUAGES.find((item) => item.key === language) ?? LANGUAGES[0];
  return (
    <Tabs.Root
      value={language}
      onValueChange={(value) => onLanguageChange(value as SampleLanguage)}
      className="flex flex-col gap-2"
    >
      <div className="flex items-center justify-between gap-2">
        <Tabs.List aria-label="زبان نمونهٔ درخواست" className="flex gap-1 rounded-lg bg-surface-2 p-1">
          {LANGUAGES.map((item) => (
            <Tabs.Trigger
              key={item.key}
              value={item.key}
              className="latin rounded-md px-3 py-1 text-xs font-medium text-muted hover:text-text focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm"
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <CopyButton value={samples[current.key]} label={`کپی نمونهٔ ${current.label}`} />
      </div>
      {LANGUAGES.map((item) => (
        <Tabs.Content key={item.key} value={item.key} tabIndex={-1} className="focus-visible:outline-none">
          <CodeBlock code={samples[item.key]} label={`نمونهٔ درخواست با ${item.label}`} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
