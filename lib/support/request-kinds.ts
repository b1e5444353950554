import type { RequestType } from "@/lib/contract/support";

/** The support area's list of requests. */
export const SUPPORT_HREF = "/support";

/** How the panel speaks of one kind of request, and where its pages are. */
export interface RequestKind {
  type: RequestType;
  /** Its tab on /support (`?tab=`). */
  tab: number;
  /** The tab's name, and the list's. */
  listTitle: string;
  /** One of them, as a page title («درخواست پشتیبانی ۱۰۰۰۰۱»). */
  singular: string;
  /** The button that makes one. */
  createLabel: string;
  /** The create page's title. */
  createTitle: string;
  createHref: string;
  /** Who answers it, as the conversation names them. */
  answerer: string;
}

export const REQUEST_KINDS: Record<RequestType, RequestKind> = {
  ticket: {
    type: "ticket",
    tab: 0,
    listTitle: "درخواست‌های پشتیبانی",
    singular: "درخواست پشتیبانی",
    createLabel: "درخواست پشتیبانی جدید",
    createTitle: "ثبت درخواست پشتیبانی",
    createHref: "/support/create-ticket",
    answerer: "پشتیبانی",
  },
  suggestion: {
    type: "suggestion",
    tab: 1,
    listTitle: "پیشنهادها و انتقادها",
    singular: "پیشنهاد و انتقاد",
    createLabel: "پیشنهاد یا انتقاد جدید",
    createTitle: "ثبت پیشنهاد یا انتقاد",
    createHref: "/support/create-suggestion-request",
    answerer: "مدیریت",
  },
};

/** The list a kind's pages go back to: its tab of /support. */
export const requestListHref = (type: RequestType) =>
  REQUEST_KINDS[type].tab === 0 ? SUPPORT_HREF : `${SUPPORT_HREF}?tab=${REQUEST_KINDS[type].tab}`;

/** A request's own page. */
export const requestHref = (type: RequestType, id: number) =>
  type === "ticket" ? `/support/ticket/${id}` : `/support/suggestion-request/${id}`;

/** A new request of the kind, its subject carried over from a closed one. */
export const newRequestHref = (type: RequestType, subject?: string) => {
  const href = REQUEST_KINDS[type].createHref;
  const carried = subject?.trim();
  return carried ? `${href}?subject=${encodeURIComponent(carried)}` : href;
};
