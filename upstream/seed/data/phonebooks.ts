/**
 * Phonebooks of the demo account: two phonebooks with a few dozen contacts, its own features and
 * the system's one (read-only, shown to everyone), and some tags.
 */

/** Features the system defines for everyone; users cannot change them. */
export const SYSTEM_FEATURES = [{ title: "تاریخ تولد", latinTitle: "birth_date", type: "date" }] as const;

export const DEMO_PHONEBOOK_OWNER = "demo";

export const DEMO_FEATURES = [
  { title: "شهر", latinTitle: "city", type: "string" },
  { title: "امتیاز باشگاه", latinTitle: "club_points", type: "int" },
] as const;

const FIRST_NAMES = [
  "علی",
  "مریم",
  "رضا",
  "زهرا",
  "حسین",
  "فاطمه",
  "محمد",
  "سارا",
  "امیر",
  "نگار",
  "مهدی",
  "لیلا",
  "سعید",
  "الهام",
  "کاوه",
];
const LAST_NAMES = ["رضایی", "احمدی", "محمدی", "کریمی", "حسینی", "موسوی", "جعفری", "صادقی", "رحیمی", "نوری"];
const CITIES = ["تهران", "اصفهان", "شیراز", "تبریز", "مشهد", "رشت"];
const PREFIXES = ["912", "935", "901", "921", "990", "919"];

export interface DemoContact {
  msisdn: string;
  name: string;
  gender: 1 | 2;
  city: string;
  clubPoints: number;
  birthDate: string;
  tags: string[];
}

/** `count` contacts whose numbers start at `first` (fixed, so a seeded database always has the same ones). */
function contactsFrom(first: number, count: number): DemoContact[] {
  return Array.from({ length: count }, (_, i) => {
    const n = first + i;
    const firstName = FIRST_NAMES[n % FIRST_NAMES.length]!;
    return {
      msisdn: `98${PREFIXES[n % PREFIXES.length]}${String(4_300_000 + n * 37).padStart(7, "0")}`,
      name: `${firstName} ${LAST_NAMES[(n * 3) % LAST_NAMES.length]}`,
      gender: n % 2 === 0 ? 1 : 2,
      city: CITIES[n % CITIES.length]!,
      clubPoints: (n * 137) % 1000,
      birthDate: `13${60 + (n % 25)}/${String((n % 12) + 1).padStart(2, "0")}/${String((n % 28) + 1).padStart(2, "0")}`,
      tags: n % 5 === 0 ? ["VIP"] : n % 7 === 0 ? ["وفادار"] : [],
    };
  });
}

export const DEMO_PHONEBOOKS = [
  { title: "مشتریان", features: ["city", "club_points", "birth_date"], contacts: contactsFrom(0, 36) },
  { title: "همکاران", features: ["birth_date"], contacts: contactsFrom(100, 12) },
] as const;
