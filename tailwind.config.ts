import type { Config } from "tailwindcss";

/** Theme tokens live as CSS variables in app/globals.css so light and dark share one set of names. */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: {
        // Each variable names its face and the fallbacks after it (app/fonts.ts); the Latin-digit face
        // covers only 0–9, the text font draws the rest.
        sans: ["var(--font-vazirmatn)"],
        latin: ["var(--font-vazirmatn-latin)", "var(--font-vazirmatn)"],
      },
      colors: {
        bg: "var(--color-bg)",
        surface: "var(--color-surface)",
        "surface-2": "var(--color-surface-2)",
        border: "var(--color-border)",
        text: "var(--color-text)",
        muted: "var(--color-muted)",
        primary: "var(--color-primary)",
        "primary-hover": "var(--color-primary-hover)",
        "primary-soft": "var(--color-primary-soft)",
        "on-primary": "var(--color-on-primary)",
        danger: "var(--color-danger)",
        "danger-soft": "var(--color-danger-soft)",
        success: "var(--color-success)",
        "success-soft": "var(--color-success-soft)",
        warning: "var(--color-warning)",
        "warning-soft": "var(--color-warning-soft)",
      },
      height: { "top-strip": "var(--top-strip-height)" },
      zIndex: { base: "100" },
    },
  },
};

export default config;
