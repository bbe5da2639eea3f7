import { startExpertReviewCheckout } from "@/lib/billing/checkout-service";
import { expertReviewCheckoutBody } from "@/lib/billing/schemas";
import { created } from "@/lib/http/responses";
import { route } from "@/lib/http/route";

// POST /api/v1/billing/checkout/expert-review: a hosted checkout session for one project's expert review
export const POST = route({ auth: "user", body: expertReviewCheckoutBody }, async ({ user, body }) =>
  created(await startExpertReviewCheckout(user, body)),
);
