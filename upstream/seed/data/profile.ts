/**
 * demo's owner: a person who runs the demo's shop in Isfahan as a company, so every section of
 * the profile shows something (the national id's check digit is right). Dates are Gregorian, as
 * stored: 1367/02/24 and 1395/02/01.
 */
export const DEMO_PROFILE = {
  username: "demo",
  personal: {
    firstName: "مریم",
    lastName: "احمدی",
    nationalId: "1270954385",
    fatherName: "محمود",
    birthPlace: "اصفهان",
    birthDate: "1988-05-14",
    gender: "female",
    userType: "legal",
  },
  legal: {
    companyName: "شرکت بازرگانی فروشگاه نمونه",
    registrationNumber: "54213",
    economicNumber: "411158963247",
    companyNationalId: "10260587412",
    companyRegistrationDate: "2016-04-20",
  },
  contact: {
    email: "m.ahmadi@nemoone-shop.ir",
    website: "https://nemoone-shop.ir",
    landline: "03136254187",
    cityCode: "031",
  },
  address: {
    /** Isfahan, the province and its capital, in lib/map/geo-data. */
    provinceId: 4,
    cityId: 139,
    postalCode: "8173915614",
    address: "خیابان چهارباغ بالا، کوچهٔ بهار، پلاک ۱۴، واحد ۳",
  },
} as const;
