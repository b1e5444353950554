import { Icon } from "./icons";

/** A phone for handheld devices, a screen for the rest. */
export function DeviceIcon({ handheld }: { handheld: boolean }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary"
    >
      {handheld ? (
        <Icon>
          <rect x="7" y="2.5" width="10" height="19" rx="2" />
          <path d="M11 18.5h2" />
        </Icon>
      ) : (
        <Icon>
          <rect x="3" y="4" width="18" height="12" rx="1.5" />
          <path d="M8 20h8" />
          <path d="M12 16v4" />
        </Icon>
      )}
    </span>
  );
}
