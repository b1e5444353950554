import { Alert } from "@/components/ui/alert";
import { toErrorMessage } from "@/lib/errors/to-message";

/** The sign-in screens' settings failed to load: said here, where the user is, in the catalogue's words. */
export function LoginSettingError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert tone="danger" className="mb-5">
      {toErrorMessage(error)}
    </Alert>
  );
}
