import * as RadixDialog from "@radix-ui/react-dialog";
import { CloseIcon } from "./icons";

/** The × that closes a modal or drawer. */
export function CloseIconButton() {
  return (
    <RadixDialog.Close
      aria-label="بستن"
      className="ms-auto inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
    >
      <CloseIcon className="size-5" />
    </RadixDialog.Close>
  );
}
