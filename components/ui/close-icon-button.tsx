import * as RadixDialog from "@radix-ui/react-dialog";
import { Icon } from "./icons";

/** The × that closes a modal or drawer. */
export function CloseIconButton() {
  return (
    <RadixDialog.Close
      aria-label="بستن"
      className="ms-auto inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
    >
      <Icon className="size-5">
        <path d="M6 6l12 12M18 6 6 18" />
      </Icon>
    </RadixDialog.Close>
  );
}
