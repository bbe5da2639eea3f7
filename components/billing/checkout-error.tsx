import { Alert } from "@/components/ui/alert";
import { isApiError } from "@/lib/client/api-error";

/** Why a trip to Stripe could not start, in the words a customer needs. */
export function CheckoutError({ error }: { error: Error | null }) {
  if (!error) return null;
  if (isApiError(error) && error.code === "NOT_CONFIGURED") {
    return <Alert tone="info">Online payments are not set up on this server yet. Please contact us to change your plan.</Alert>;
  }
  return <Alert tone="error">{error.message}</Alert>;
}
