/** Predefined messages of the demo account, by group. */
export const DEMO_DRAFTS: { username: string; title: string; messages: string[] }[] = [
  {
    username: "demo",
    title: "تبلیغات",
    messages: [
      "جشنوارهٔ پاییزی فروشگاه ما آغاز شد؛ تا ۳۰٪ تخفیف روی همهٔ کالاها.",
      "مشتری گرامی، کد تخفیف ویژهٔ شما: PAIZ1405",
    ],
  },
  {
    username: "demo",
    title: "اطلاع‌رسانی",
    messages: [
      "سفارش شما ثبت شد و به‌زودی ارسال می‌شود. سپاس از خرید شما.",
      "نوبت شما برای فردا ساعت ۱۰ صبح ثبت شده است.",
    ],
  },
];
