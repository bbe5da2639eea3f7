// The fake Stripe's hosted pages: just enough HTML for a browser test to pay, cancel or return.

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head><body>${body}</body></html>`;

export function checkoutPage(session: { id: string; mode: string; amount_total?: unknown; currency?: unknown; cancel_url: string }) {
  const amount = money(Number(session.amount_total ?? 0), String(session.currency ?? "cad"));
  const what = session.mode === "subscription" ? `${amount} a month` : amount;
  return page(
    "Fake Stripe Checkout",
    `<h1>Fake Stripe Checkout</h1>
<p data-testid="amount">${escape(what)}</p>
<form method="post" action="/pay/${escape(session.id)}"><button type="submit">Pay</button></form>
<p><a href="${escape(session.cancel_url)}">Cancel</a></p>`,
  );
}

export function portalPage(returnUrl: string) {
  return page("Fake Stripe billing portal", `<h1>Fake Stripe billing portal</h1><p><a href="${escape(returnUrl)}">Return</a></p>`);
}
