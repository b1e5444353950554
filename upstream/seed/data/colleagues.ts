import type { Permission } from "@/lib/contract/permissions";

/** The demo account's colleagues, one in each state, and the password of those who set one. */
export const DEMO_COLLEAGUE_PASSWORD = "Hamkar@12345";

export const DEMO_ROLES: { title: string; permissions: Permission[] }[] = [
  {
    title: "ارسال‌کننده",
    permissions: ["send.quick", "send.phonebook", "reports.view", "predefined_messages.view"],
  },
  {
    title: "پشتیبان مشتریان",
    permissions: ["contacts.view", "contacts.edit", "inbox.view", "inbox.manage"],
  },
];

export const DEMO_COLLEAGUES = [
  {
    username: "hamkar-sara",
    firstName: "سارا",
    lastName: "احمدی",
    mobile: "989125550101",
    role: "ارسال‌کننده",
    state: "active",
    /** Days since the first sign-in and since the last call; null: never. */
    firstSignInDaysAgo: 20,
    lastActivityDaysAgo: 1,
  },
  {
    username: "hamkar-reza",
    firstName: "رضا",
    lastName: "کریمی",
    mobile: "989125550102",
    role: "پشتیبان مشتریان",
    state: "pending",
    firstSignInDaysAgo: null,
    lastActivityDaysAgo: null,
  },
  {
    username: "hamkar-niloofar",
    firstName: "نیلوفر",
    lastName: "موسوی",
    mobile: "989125550103",
    role: "پشتیبان مشتریان",
    state: "deactivated",
    firstSignInDaysAgo: 40,
    lastActivityDaysAgo: 12,
  },
] as const;
