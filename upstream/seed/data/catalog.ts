/** Activity domains a business picks at registration and in business setup. */
export const ACTIVITY_DOMAINS = [
  "فروشگاه اینترنتی و تجارت الکترونیک",
  "آموزش و مؤسسات آموزشی",
  "پزشکی، درمان و سلامت",
  "املاک و مشاوره مسکن",
  "رستوران، کافه و پذیرایی",
  "خدمات مالی، بیمه و بانک",
  "گردشگری، هتل و آژانس مسافرتی",
  "پوشاک، مد و زیبایی",
  "خودرو، قطعات و خدمات فنی",
  "خیریه و سازمان‌های مردم‌نهاد",
];

/** The platform's reseller id: registrations that name no reseller land under it. */
export const PLATFORM_RESELLER_ID = 1;

/** ACL roles (Edge's packages). Prices in rials. */
/** What a bought term of each package unlocks (lib/contract/plans.ts). */
const PRO_SERVICES = ["secretaries", "code_readers", "api_keys", "colleagues"];
const FULL_SERVICES = [...PRO_SERVICES, "business_sends", "dedicated_lines"];

export const PACKAGES = [
  { name: "پنل پایه", price: "0", specialDisc: 0, minSmsCharge: "0", forRegistration: true, priority: 1, services: [] },
  {
    name: "پنل حرفه‌ای",
    price: "25000000",
    specialDisc: 10,
    minSmsCharge: "5000000",
    forRegistration: true,
    priority: 2,
    services: PRO_SERVICES,
  },
  {
    name: "پنل سازمانی",
    price: "80000000",
    specialDisc: 20,
    minSmsCharge: "20000000",
    forRegistration: true,
    priority: 3,
    services: FULL_SERVICES,
  },
  {
    name: "پنل نمایندگی فروش",
    price: "150000000",
    specialDisc: 30,
    minSmsCharge: "50000000",
    forRegistration: false,
    priority: 4,
    aclType: "reseller",
    services: FULL_SERVICES,
  },
];

/** Shortcuts of the dashboard, each to a path of the panel with the key of its icon. */
export const QUICK_ACCESS = [
  { title: "ارسال سریع", icon: "send", link: "/send-sms/quick" },
  { title: "ارسال از دفترچه تلفن", icon: "phonebook", link: "/send-sms/phonebook" },
  { title: "گزارش ارسال‌ها", icon: "report", link: "/reports" },
  { title: "مخاطبین", icon: "contacts", link: "/contacts" },
  { title: "افزایش اعتبار", icon: "wallet", link: "/wallet/credit" },
  { title: "ثبت درخواست پشتیبانی", icon: "ticket", link: "/support/create-ticket" },
  { title: "ساخت الگوی پیامک", icon: "pattern", link: "/pattern/create" },
  { title: "کلیدهای دسترسی API", icon: "key", link: "/developers/api-keys" },
];
