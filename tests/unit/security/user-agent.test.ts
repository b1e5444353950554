import { describeUserAgent } from "@/lib/security/user-agent";

const AGENTS = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  chromeAndroidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  operaWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0",
  firefoxIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15",
  chromebook:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

describe("naming a session's device and browser in Persian", () => {
  it.each([
    ["chromeWindows", "رایانهٔ ویندوز", "کروم ۱۲۶", false],
    ["edgeWindows", "رایانهٔ ویندوز", "اج ۱۲۵", false],
    ["operaWindows", "رایانهٔ ویندوز", "اپرا ۱۱۰", false],
    ["firefoxLinux", "رایانهٔ لینوکس", "فایرفاکس ۱۲۸", false],
    ["safariMac", "مک", "سافاری ۱۷", false],
    ["safariIphone", "آیفون", "سافاری ۱۷", true],
    ["chromeIphone", "آیفون", "کروم ۱۲۶", true],
    ["chromeAndroidPhone", "گوشی اندروید", "کروم ۱۲۶", true],
    ["samsungAndroid", "گوشی اندروید", "سامسونگ اینترنت ۲۵", true],
    ["androidTablet", "تبلت اندروید", "کروم ۱۲۶", true],
    ["firefoxIpad", "آیپد", "فایرفاکس ۱۲۷", true],
    ["chromebook", "کروم‌بوک", "کروم ۱۲۶", false],
  ] as const)("%s is «%s، %s»", (agent, device, browser, handheld) => {
    expect(describeUserAgent(AGENTS[agent])).toEqual({ device, browser, handheld });
  });

  it("names what it does not know as unknown, and a missing agent too", () => {
    const unknown = { device: "دستگاه ناشناخته", browser: "مرورگر ناشناخته", handheld: false };
    expect(describeUserAgent("curl/8.5.0")).toEqual(unknown);
    expect(describeUserAgent(null)).toEqual(unknown);
    expect(describeUserAgent("")).toEqual(unknown);
    expect(describeUserAgent("Mozilla/5.0 (Windows NT 10.0) SomeApp")).toEqual({ ...unknown, device: "رایانهٔ ویندوز" });
  });
});
