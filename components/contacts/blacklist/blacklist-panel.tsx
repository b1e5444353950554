"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { useQueryStates } from "nuqs";
import { parseAsInteger, parseAsStringLiteral } from "nuqs/server";
import { BLACKLIST_TYPES, type BlacklistType } from "@/lib/contract/contact-lists";
import { PAGE_KEY } from "@/lib/url-state/reserved-keys";
import { BlacklistList } from "./blacklist-list";
import { BLACKLIST_TITLES } from "./blacklist-types";

/** Which list is shown, in the query (the send list by default), apart from `tab` so the panel can sit inside a tab. */
const BLACKLIST_TYPE_KEY = "blacklist_type";

const typeParsers = {
  [BLACKLIST_TYPE_KEY]: parseAsStringLiteral(BLACKLIST_TYPES).withDefault("send"),
  [PAGE_KEY]: parseAsInteger,
};

/** The send and receive blacklists, one at a time; switching lists starts again from page 1. */
export function BlacklistPanel() {
  const [state, setState] = useQueryStates(typeParsers, { history: "replace" });
  const type = state[BLACKLIST_TYPE_KEY];

  return (
    <Tabs.Root
      value={type}
      onValueChange={(next) => void setState({ [BLACKLIST_TYPE_KEY]: next as BlacklistType, [PAGE_KEY]: null })}
      className="flex flex-col gap-4"
    >
      <Tabs.List
        aria-label="نوع فهرست سیاه"
        className="inline-flex w-full gap-1 self-start rounded-xl bg-surface-2 p-1 sm:w-auto"
      >
        {BLACKLIST_TYPES.map((option) => (
          <Tabs.Trigger
            key={option}
            value={option}
            className="flex-1 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-text data-[state=active]:bg-surface data-[state=active]:text-primary data-[state=active]:shadow-sm sm:flex-none"
          >
            {BLACKLIST_TITLES[option]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {BLACKLIST_TYPES.map((option) => (
        <Tabs.Content key={option} value={option}>
          <BlacklistList type={option} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
