/** Where the browser fetches an upstream file: through the panel's proxy, under /api. */
export const filePath = (name: string) => `/api/v1/api/panel/files/${name}`;

/**
 * Banners of the dashboard (spec §2): type 1 the top strip, type 4 a thin strip, type 2 the
 * carousel. Action 1 opens the popup, 2 the link in the same window, 3 a new tab.
 */
export const BANNERS = [
  {
    type: 1,
    action: 2,
    main: {
      desktop: "top-strip-desktop.svg",
      mobile: "top-strip-mobile.svg",
      link: "/wallet/credit",
      alt: "۲۰ درصد اعتبار هدیه برای نخستین شارژ کیف پول",
    },
    popup: null,
  },
  {
    type: 4,
    action: 3,
    main: {
      desktop: "notice-strip-desktop.svg",
      mobile: "notice-strip-mobile.svg",
      link: "/developers/documents",
      alt: "اتصال نرم‌افزار شما به پنل با وب‌سرویس",
    },
    popup: null,
  },
  {
    type: 2,
    action: 1,
    main: {
      desktop: "carousel-gift-desktop.svg",
      mobile: "carousel-gift-mobile.svg",
      link: null,
      alt: "جشنواره شارژ پاییزی",
    },
    popup: {
      desktop: "popup-gift.svg",
      mobile: "popup-gift.svg",
      link: "/wallet/credit",
      alt: "جزئیات جشنواره شارژ پاییزی",
    },
  },
  {
    type: 2,
    action: 2,
    main: {
      desktop: "carousel-quick-desktop.svg",
      mobile: "carousel-quick-mobile.svg",
      link: "/send-sms/quick",
      alt: "ارسال سریع پیامک",
    },
    popup: null,
  },
  {
    type: 2,
    action: 3,
    main: {
      desktop: "carousel-pattern-desktop.svg",
      mobile: "carousel-pattern-mobile.svg",
      link: "/pattern/create",
      alt: "پیامک خدماتی با الگو",
    },
    popup: null,
  },
];
