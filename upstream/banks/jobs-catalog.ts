/**
 * The business directory's categories: Edge's eight main categories (send/jobs/categories) and a
 * few sub-categories each, with their rough share of the directory's numbers.
 */
export interface JobMainCategory {
  id: number;
  name: string;
  subCategories: { id: number; name: string; share: number }[];
}

export const JOB_CATEGORIES: readonly JobMainCategory[] = [
  {
    id: 1,
    name: "صنایع و اصناف",
    subCategories: [
      { id: 1, name: "صنفی", share: 6 },
      { id: 2, name: "تولیدی و کارگاهی", share: 5 },
      { id: 3, name: "قصابان و کاشی‌سازان و فخاران", share: 2 },
      { id: 4, name: "فلزکاری و جوشکاری", share: 3 },
      { id: 5, name: "چاپ و بسته‌بندی", share: 2 },
    ],
  },
  {
    id: 2,
    name: "املاک، خودرو و حمل و نقل",
    subCategories: [
      { id: 6, name: "مشاوران املاک", share: 6 },
      { id: 7, name: "نمایشگاه‌های خودرو", share: 3 },
      { id: 8, name: "تعمیرگاه و لوازم یدکی", share: 4 },
      { id: 9, name: "باربری و حمل و نقل", share: 3 },
    ],
  },
  {
    id: 3,
    name: "رستوران و صنعت غذا",
    subCategories: [
      { id: 10, name: "رستوران و فست‌فود", share: 4 },
      { id: 11, name: "کافه و قنادی", share: 3 },
      { id: 12, name: "سوپرمارکت و مواد غذایی", share: 5 },
      { id: 13, name: "نانوایی", share: 2 },
    ],
  },
  {
    id: 4,
    name: "عکاسان و خدمات الکترونیکی و رایانه‌ای",
    subCategories: [
      { id: 14, name: "آتلیه و عکاسی", share: 2 },
      { id: 15, name: "موبایل و لوازم جانبی", share: 4 },
      { id: 16, name: "رایانه و شبکه", share: 3 },
      { id: 17, name: "کافی‌نت و خدمات دفتری", share: 2 },
    ],
  },
  {
    id: 5,
    name: "پوشاک و صنایع مرتبط",
    subCategories: [
      { id: 18, name: "پوشاک", share: 6 },
      { id: 19, name: "کیف و کفش", share: 3 },
      { id: 20, name: "پارچه و خیاطی", share: 3 },
    ],
  },
  {
    id: 6,
    name: "لوازم خانگی، تاسیسات و صنعت ساختمان",
    subCategories: [
      { id: 21, name: "لوازم خانگی", share: 4 },
      { id: 22, name: "مصالح ساختمانی", share: 4 },
      { id: 23, name: "تاسیسات و لوله‌کشی", share: 3 },
      { id: 24, name: "دکوراسیون و مبلمان", share: 3 },
    ],
  },
  {
    id: 7,
    name: "سایر",
    subCategories: [
      { id: 25, name: "آموزشگاه‌ها", share: 3 },
      { id: 26, name: "خدمات مالی و بیمه", share: 2 },
      { id: 27, name: "سایر مشاغل", share: 3 },
    ],
  },
  {
    id: 8,
    name: "سلامت، زیبایی و لوازم شخصی",
    subCategories: [
      { id: 28, name: "پزشکان و درمانگاه‌ها", share: 4 },
      { id: 29, name: "داروخانه", share: 2 },
      { id: 30, name: "آرایشگاه و سالن زیبایی", share: 4 },
      { id: 31, name: "لوازم آرایشی و بهداشتی", share: 2 },
    ],
  },
];

/** The directory holds this many numbers for each number of the people's bank. */
export const JOB_NUMBERS_PER_BANK_NUMBER = 0.2;
