/** Spec §9: the option list is at most 200 px high and every row is 40 px. */
export const DROPDOWN_MAX_HEIGHT = 200;
export const OPTION_ROW_HEIGHT = 40;

/** Spec §9: the next page loads once the list is scrolled to within 10 px of its bottom. */
export const SCROLL_LOAD_DISTANCE = 10;

/** Spec §9: a server search is sent once typing has paused for 1000 ms. */
export const SEARCH_DELAY = 1000;

/** Spec §9: a multi-select trigger names the first two choices, then counts the rest. */
export const SUMMARY_LABEL_COUNT = 2;

export const SELECT_TEXT = {
  placeholder: "انتخاب کنید",
  searchLabel: "جستجو",
  searchPlaceholder: "جستجو…",
  noMatch: "موردی یافت نشد",
  empty: "لیست خالی است",
  clear: "پاک کردن انتخاب",
  retry: "تلاش دوباره",
  listLabel: "گزینه‌ها",
} as const;
