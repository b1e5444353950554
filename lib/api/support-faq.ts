"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { browserQuery } from "./queries/in-browser";
import { contactInfoQuery, faqCategoriesQuery, faqListQuery, type FaqListRequest } from "./queries/support-faq-queries";

/** The provider's phones, hours, address, email and social links. */
export const useContactInfo = () => useQuery({ ...browserQuery(contactInfoQuery), staleTime: 10 * 60_000 });

/** The FAQ's categories. */
export const useFaqCategories = () => useQuery({ ...browserQuery(faqCategoriesQuery), staleTime: 10 * 60_000 });

/** A category's questions, or those matching the words searched; null asks for nothing. The last answer stays while the next loads. */
export function useFaqList(request: FaqListRequest | null) {
  const query = faqListQuery(request ?? { categoryId: 0 });
  return useQuery({ ...browserQuery(query), enabled: request !== null, placeholderData: keepPreviousData });
}
