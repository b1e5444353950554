import { GENDER_TITLES } from "@/lib/contract/contacts";
import { toLocalMobile } from "@/lib/validation/mobile";

/** A contact's number as people read it in Iran (09…); the stored form when it is not a mobile. */
export function localNumber(e164: string): string {
  return toLocalMobile(e164) ?? e164;
}

/** «مرد»، «زن»، «حقوقی», or «نامشخص» when the contact has none. */
export function genderTitle(gender: number | null): string {
  return (gender !== null && GENDER_TITLES[gender]) || "نامشخص";
}

/** A contact's name, or a note that it has none. */
export function contactName(name: string): string {
  return name.trim() || "بدون نام";
}
