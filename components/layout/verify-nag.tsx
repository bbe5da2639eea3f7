import Link from "next/link";

export function VerifyNag() {
  return (
    <Link href="/account#email-verification" className="verify-nag" aria-label="Verify your email address">
      <span className="dot" aria-hidden="true" />
      Verify <span className="verify-nag-long">your</span> <span className="verify-nag-email">email</span>
    </Link>
  );
}
