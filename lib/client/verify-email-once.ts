import { verifyEmail } from "./auth-api";

// A verification token works once. React's strict mode runs effects twice and a remount runs them
// again, so the call for a token is made once per page load and every caller shares its outcome.
const calls = new Map<string, Promise<string>>();

export function verifyEmailOnce(token: string): Promise<string> {
  let call = calls.get(token);
  if (!call) {
    call = verifyEmail(token);
    calls.set(token, call);
  }
  return call;
}
