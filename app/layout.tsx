import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { MODAL_ROOT_ID } from "@/components/ui/modal-root";
import { THEME_SCRIPT } from "@/lib/theme/theme-script";
import { vazirmatn, vazirmatnLatin } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "پنل پیامک", template: "%s | پنل پیامک" },
  description: "پنل کاربری ارسال پیامک انبوه",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f5f7fb" },
    { media: "(prefers-color-scheme: dark)", color: "#0f1522" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <html lang="fa" dir="rtl" className={`${vazirmatn.variable} ${vazirmatnLatin.variable}`} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-dvh font-sans">
        {children}
        <div id={MODAL_ROOT_ID} />
      </body>
    </html>
  );
}
