"use client";

import { QueryTabs } from "@/components/ui/query-tabs";
import { KeywordPhonebookForm } from "./keyword-phonebook-form";
import { KeywordSendForm } from "./keyword-send-form";

const TABS = [
  { label: "از فایل", content: <KeywordSendForm /> },
  { label: "از دفترچه تلفن", content: <KeywordPhonebookForm /> },
];

/** A keyword send fills its text from a file's columns or from the contacts of phonebooks (`?tab=`). */
export function KeywordSendTabs() {
  return <QueryTabs tabs={TABS} label="منبع مقدارها" />;
}
