import { toPersianDigits } from "../validation/digits";

/** A session's or a sign-in's browser as the user reads it: the device and the browser, in Persian. */
export interface DeviceDescription {
  device: string;
  browser: string;
  /** A phone or a tablet: the list shows a phone's icon. */
  handheld: boolean;
}

const UNKNOWN: DeviceDescription = { device: "دستگاه ناشناخته", browser: "مرورگر ناشناخته", handheld: false };

/** Devices, the more specific first (an iPad's and a phone's agents also name other systems). */
const DEVICES: readonly { test: RegExp; name: string; handheld: boolean }[] = [
  { test: /iPhone|iPod/, name: "آیفون", handheld: true },
  { test: /iPad/, name: "آیپد", handheld: true },
  { test: /Android.*Mobile/, name: "گوشی اندروید", handheld: true },
  { test: /Android/, name: "تبلت اندروید", handheld: true },
  { test: /Windows NT|Windows/, name: "رایانهٔ ویندوز", handheld: false },
  { test: /CrOS/, name: "کروم‌بوک", handheld: false },
  { test: /Macintosh|Mac OS X/, name: "مک", handheld: false },
  { test: /Linux|X11/, name: "رایانهٔ لینوکس", handheld: false },
];

/**
 * Browsers, the more specific first: Edge, Opera and Samsung's browser also call themselves
 * Chrome and Safari, and Chrome calls itself Safari. The version is the number after the name.
 */
const BROWSERS: readonly { test: RegExp; name: string }[] = [
  { test: /Edg(?:e|A|iOS)?\/(\d+)/, name: "اج" },
  { test: /(?:OPR|Opera|OPiOS)\/(\d+)/, name: "اپرا" },
  { test: /SamsungBrowser\/(\d+)/, name: "سامسونگ اینترنت" },
  { test: /(?:Firefox|FxiOS)\/(\d+)/, name: "فایرفاکس" },
  { test: /(?:Chrome|CriOS|Chromium)\/(\d+)/, name: "کروم" },
  { test: /Version\/(\d+).*Safari\//, name: "سافاری" },
];

/**
 * Names the device and browser of a user agent, such as «آیفون» and «سافاری ۱۷», for the lists of
 * sessions and sign-ins. An agent it does not know (a script, an app) is named as unknown.
 */
export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return UNKNOWN;
  const device = DEVICES.find((d) => d.test.test(userAgent));
  let browser = UNKNOWN.browser;
  for (const candidate of BROWSERS) {
    const match = candidate.test.exec(userAgent);
    if (match) {
      browser = `${candidate.name} ${toPersianDigits(match[1]!)}`;
      break;
    }
  }
  return { device: device?.name ?? UNKNOWN.device, browser, handheld: device?.handheld ?? false };
}
