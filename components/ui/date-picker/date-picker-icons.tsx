import type { SVGProps } from "react";
import { Icon } from "../icons";

type IconProps = SVGProps<SVGSVGElement>;

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const ClockIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);

/** Points toward the inline start: left in LTR, mirrored to the right in the RTL panel. */
export const ChevronStartIcon = ({ className = "size-5", ...props }: IconProps) => (
  <Icon className={`rtl:-scale-x-100 ${className}`} {...props}>
    <path d="m14.5 6-6 6 6 6" />
  </Icon>
);

/** Points toward the inline end: right in LTR, left in the RTL panel. */
export const ChevronEndIcon = ({ className = "size-5", ...props }: IconProps) => (
  <Icon className={`rtl:-scale-x-100 ${className}`} {...props}>
    <path d="m9.5 6 6 6-6 6" />
  </Icon>
);
