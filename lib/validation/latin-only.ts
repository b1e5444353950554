/**
 * Letters and signs of a Persian or Arabic keyboard: the Arabic blocks and their presentation
 * forms, plus ZWNJ. Persian and Arabic digits are not among them: they are read as digits.
 */
const PERSIAN_OR_ARABIC =
  /[\u0600-\u065f\u066a-\u06ef\u06fa-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff\u200c]/;

export const LATIN_ONLY_MESSAGE = "این فیلد را با حروف انگلیسی بنویسید؛ حروف صفحه‌کلید فارسی و عربی پذیرفته نیست";

/** Spec §5: some fields forbid Persian or Arabic keyboard characters. */
export const hasPersianOrArabicLetters = (value: string) => PERSIAN_OR_ARABIC.test(value);
