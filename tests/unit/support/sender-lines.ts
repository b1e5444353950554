import type { SenderLine } from "@/lib/contract/numbers";

/** A sender line: an own general line of operator 4 that appends nothing, unless told otherwise. */
export const senderLine = (fields: Partial<SenderLine> & Pick<SenderLine, "id" | "number">): SenderLine => ({
  operator_id: 4,
  alias: null,
  gets: 0,
  is_66_char: 0,
  needs_cancel_suffix: false,
  use: "general",
  shared: false,
  is_default: false,
  ...fields,
});

/** A shared line for one use; the general one is the default. */
export const sharedLine = (id: number, number: string, use: SenderLine["use"], alias: string) =>
  senderLine({ id, number, use, alias, shared: true, is_default: use === "general" });

/** The BFF's answer to the list of lines: all of them on one page. */
export const linesPage = (lines: SenderLine[]) => ({
  body: {
    data: lines,
    meta: {
      status: true,
      message: null,
      current_page: 1,
      per_page: 100,
      total: lines.length,
      last_page: 1,
      from: 1,
      to: lines.length,
    },
  },
});
