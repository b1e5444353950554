/** What the seeded upstream answers for the first view's queries, keyed by upstream path (no query string). */
const meta = { status: true, message: "انجام شد", message_parameters: [], message_code: "200-1" };
const ok = (data: unknown) => ({ data, meta });

const banner = (id: number, type: number, alt: string) => ({
  id,
  type,
  action: 3,
  mainFiles: {
    mobile: `/api/v1/api/panel/files/${id}-m.png`,
    desktop: `/api/v1/api/panel/files/${id}-d.png`,
    link: "https://example.com/offer",
    alt,
  },
  popupFiles: null,
});

export const FIRST_VIEW_ANSWERS: Record<string, unknown> = {
  "/v1/api/payment/credit/mine": ok({ credit: 50_000_000.75 }),
  "/v1/api/report/messages-inbox/unread-count": ok({ count: 3 }),
  // Support's unseen answers: the list's total is the count.
  "/v1/api/ticket": {
    data: [],
    meta: { ...meta, current_page: 1, per_page: 1, total: 2, last_page: 2, from: null, to: null },
  },
  "/v1/api/panel/banners": ok([banner(1, 1, "نوار بالا"), banner(2, 4, "نوار خانه"), banner(3, 2, "جشنواره پاییز")]),
  "/v1/api/user/news/user_news_list": {
    data: [
      { id: 12, title: "خط اختصاصی جدید", description: "متن خبر اول", link: null, created_at: "2025-01-10T08:00:00Z" },
      { id: 11, title: "تعطیلات نوروز", description: "متن خبر دوم", link: null, created_at: "2025-01-05T08:00:00Z" },
    ],
    meta: { ...meta, current_page: 1, per_page: 5, total: 7, last_page: 2, from: 1, to: 5 },
  },
  "/v1/api/panel/quick_access": ok([
    { id: 1, title: "ارسال سریع", icon: "send", link: "/send-sms/quick" },
    { id: 2, title: "دفترچه تلفن", icon: "phonebook", link: "/contacts" },
  ]),
};
