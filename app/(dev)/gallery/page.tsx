import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AppProviders } from "@/components/providers/app-providers";
import { GalleryView } from "./gallery-view";

export const metadata: Metadata = { title: "نمونهٔ اجزا" };

/** Every part of the design system in its states; development builds only. */
export default function GalleryPage() {
  if (process.env.NODE_ENV === "production") notFound();
  return (
    <AppProviders>
      <GalleryView />
    </AppProviders>
  );
}
