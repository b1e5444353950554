import localFont from "next/font/local";

/** Vazirmatn with Persian digit shapes: the panel's running text. */
export const vazirmatn = localFont({
  src: [
    { path: "../node_modules/vazirmatn/misc/Farsi-Digits/fonts/webfonts/Vazirmatn-FD-Regular.woff2", weight: "400" },
    { path: "../node_modules/vazirmatn/misc/Farsi-Digits/fonts/webfonts/Vazirmatn-FD-Medium.woff2", weight: "500" },
    { path: "../node_modules/vazirmatn/misc/Farsi-Digits/fonts/webfonts/Vazirmatn-FD-Bold.woff2", weight: "700" },
  ],
  variable: "--font-vazirmatn",
  display: "swap",
});

/** Vazirmatn with Latin digits: usernames, codes and keys. */
export const vazirmatnLatin = localFont({
  src: "../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2",
  variable: "--font-vazirmatn-latin",
  display: "swap",
});
