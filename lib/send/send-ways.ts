import { allows, type Access } from "@/lib/contract/permissions";
import { SEND_WAY_PERMISSIONS, type SendWayPath } from "./send-way-permissions";
import type { PanelIconName } from "@/lib/ui/panel-icon-names";

export interface SendWay {
  id: string;
  /** The sub-screen under /send-sms; what a colleague's role must hold to use it is keyed by it. */
  path: SendWayPath;
  title: string;
  description: string;
  icon: PanelIconName;
  /** Offered on /send-sms once its screen works end to end. */
  ready: boolean;
}

/** The ten ways of sending (spec §1, §2), in the order a user meets them. */
export const SEND_WAYS: readonly SendWay[] = [
  {
    id: "quick",
    path: "/send-sms/quick",
    title: "ارسال سریع",
    description: "به شماره‌هایی که وارد یا جای‌گذاری می‌کنید، تا ۱٬۰۰۰ شماره",
    icon: "send",
    ready: true,
  },
  {
    id: "phonebook",
    path: "/send-sms/phonebook",
    title: "ارسال به دفترچه تلفن",
    description: "به همهٔ مخاطبان یک یا چند دفترچه",
    icon: "phonebook",
    ready: true,
  },
  {
    id: "file",
    path: "/send-sms/file",
    title: "ارسال از فایل",
    description: "شماره‌ها از فایل txt، csv یا xlsx، تا یک میلیون رکورد",
    icon: "folder",
    ready: true,
  },
  {
    id: "keyword",
    path: "/send-sms/keyword",
    title: "ارسال کلمه کلیدی",
    description: "متنی که ستون‌های فایل یا فیلدهای مخاطب آن را برای هر نفر کامل می‌کنند",
    icon: "pattern",
    ready: true,
  },
  {
    id: "peer-to-peer",
    path: "/send-sms/peer-to-peer",
    title: "ارسال نظیر به نظیر",
    description: "برای هر شماره متن خودش، از فایل اکسل دوستونی",
    icon: "message",
    ready: true,
  },
  {
    id: "business",
    path: "/send-sms/business",
    title: "ارسال به مشاغل",
    description: "به صاحبان مشاغل، بر پایهٔ صنف و زیرصنف",
    icon: "grid",
    ready: true,
  },
  {
    id: "map",
    path: "/send-sms/map",
    title: "ارسال روی نقشه",
    description: "به ساکنان محدوده‌ای که روی نقشه رسم می‌کنید",
    icon: "support",
    ready: true,
  },
  {
    id: "postalcode",
    path: "/send-sms/postalcode",
    title: "ارسال با کد پستی",
    description: "به ساکنان محدوده‌های کد پستی",
    icon: "news",
    ready: true,
  },
  {
    id: "city-province",
    path: "/send-sms/city-province",
    title: "ارسال شهری و استانی",
    description: "بر پایهٔ استان، شهرستان، شهر، جنسیت و سن",
    icon: "home",
    ready: true,
  },
  {
    id: "tower-irancell",
    path: "/send-sms/tower-irancell",
    title: "ارسال دکل ایرانسل",
    description: "به مشترکان ایرانسل در پوشش دکل‌های انتخابی",
    icon: "report",
    ready: true,
  },
];

/** The ways offered on /send-sms: those that work, and of them those the member may use. */
export const readySendWays = (access: Access = "all") =>
  SEND_WAYS.filter((way) => way.ready && allows(access, SEND_WAY_PERMISSIONS[way.path]));
