import type { ReactNode, SVGProps } from "react";
import type { PanelIconName } from "@/lib/ui/panel-icon-names";
import { Icon } from "./icons";

/**
 * The panel's named icons (navigation, quick access, header), drawn on a 24×24 grid in the
 * current text colour; data such as the nav list and the upstream's quick-access tiles pick
 * them by name. No icon font, no CDN.
 */
const PATHS = {
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
    </>
  ),
  send: (
    <>
      <path d="M21 3 10 14" />
      <path d="M21 3 14.5 21l-4.5-7-7-4.5L21 3Z" />
    </>
  ),
  report: (
    <>
      <path d="M4 20V10" />
      <path d="M10 20V4" />
      <path d="M16 20v-7" />
      <path d="M21 20H3" />
    </>
  ),
  inbox: (
    <>
      <path d="M3 13h5l1.5 3h5L16 13h5" />
      <path d="M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6l2.5-8Z" />
    </>
  ),
  message: (
    <>
      <path d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4V5a1 1 0 0 1 1-1Z" />
      <path d="M8 9h8M8 13h5" />
    </>
  ),
  contacts: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.6-3.6 3.3-5.5 6.5-5.5s5.9 1.9 6.5 5.5" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />
      <path d="M18.5 14.8c1.6.8 2.7 2.5 3 5.2" />
    </>
  ),
  phonebook: (
    <>
      <path d="M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Z" />
      <path d="M3 7h3M3 12h3M3 17h3" />
      <circle cx="12" cy="10" r="2.5" />
      <path d="M8.5 17c.5-2 1.8-3 3.5-3s3 1 3.5 3" />
    </>
  ),
  pattern: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="2" />
      <path d="M8 9h3M14 9h2M8 15h8" />
    </>
  ),
  users: (
    <>
      <circle cx="12" cy="7.5" r="3.5" />
      <path d="M5 21c.7-4 3.5-6 7-6s6.3 2 7 6" />
    </>
  ),
  secretary: (
    <>
      <rect x="4" y="8" width="16" height="12" rx="2" />
      <path d="M12 4v4" />
      <circle cx="12" cy="3.5" r="1" />
      <path d="M9 13v1M15 13v1M9.5 17h5" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9M17 6l3 3M14.5 8.5l2 2" />
    </>
  ),
  code: (
    <>
      <path d="m8 7-5 5 5 5" />
      <path d="m16 7 5 5-5 5" />
      <path d="m14 4-4 16" />
    </>
  ),
  wallet: (
    <>
      <path d="M4 6h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a1 1 0 0 1-1-1V6Z" />
      <path d="M4 6.5 15 3.5V6" />
      <path d="M20 11h-4a2 2 0 0 0 0 4h4" />
    </>
  ),
  receipt: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  folder: <path d="M3 6a1 1 0 0 1 1-1h5l2 2.5h9a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6Z" />,
  ticket: (
    <>
      <path d="M3 7a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4V7Z" />
      <path d="M14 6v2M14 11v2M14 16v2" />
    </>
  ),
  support: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19a3 3 0 0 1-3 2h-3" />
    </>
  ),
  refresh: (
    <>
      <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
      <path d="M4 4v4h4" />
      <path d="M4 13a8 8 0 0 0 14.6 4.5L20 16" />
      <path d="M20 20v-4h-4" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4.2 4-6.5 8-6.5s7.2 2.3 8 6.5" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5" />
      <path d="M10 16 6 12l4-4M6 12h10" />
    </>
  ),
  /** Points left as drawn; flip it with `rtl:rotate-180` where it means "back". */
  "arrow-back": <path d="M19 12H5m0 0 6-6m-6 6 6 6" />,
  /** Points right as drawn; flip it with `rtl:rotate-180` where it means "forward". */
  chevron: <path d="m9 6 6 6-6 6" />,
  "chevron-down": <path d="m6 9 6 6 6-6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7L11.5 6.8" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1.5-1.5" />
    </>
  ),
  news: (
    <>
      <path d="M4 5h13v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5Z" />
      <path d="M17 9h3v10a1 1 0 0 1-1 1h-3" />
      <path d="M7.5 9h6M7.5 12.5h6M7.5 16h4" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </>
  ),
} satisfies Record<PanelIconName, ReactNode>;

export interface PanelIconProps extends Omit<SVGProps<SVGSVGElement>, "name"> {
  name: PanelIconName;
}

/** Decorative: hidden from screen readers, so the control around it carries the label. */
export function PanelIcon({ name, className = "size-5", ...rest }: PanelIconProps) {
  return (
    <Icon className={className} {...rest}>
      {PATHS[name]}
    </Icon>
  );
}
