import { escapeHtml, htmlPage } from '../../lib/html';
import { formatNaira } from '@blynd/shared';
import type { SandboxTransaction } from './sandbox.store';

export const TEST_PAYMENT_NOTICE = 'Test payment — no real money moves';

const layout = (title: string, body: string) =>
  htmlPage({
    title,
    body: `<p class="notice" role="note">${TEST_PAYMENT_NOTICE}</p>\n${body}`,
    privateLink: false,
    stylesheet: '/sandbox/paystack/checkout.css',
    mainClass: 'card',
  });

/** What is being bought, from the metadata the product sent (the Paystack dashboard shows the same). */
function describe(metadata: unknown): string | undefined {
  const fields = (metadata as { custom_fields?: { display_name?: unknown; value?: unknown }[] } | null)?.custom_fields;
  if (!Array.isArray(fields)) return undefined;
  const parts = fields
    .filter((f) => typeof f?.display_name === 'string' && typeof f?.value === 'string')
    .map((f) => `${f.display_name}: ${f.value}`);
  return parts.length ? parts.join(' · ') : undefined;
}

/** Plain server-rendered checkout: two forms, no script, so it works under `script-src 'self'`. */
export function checkoutPage(transaction: SandboxTransaction, productName: string) {
  const action = `/sandbox/paystack/checkout/${encodeURIComponent(transaction.accessCode)}`;
  const what = describe(transaction.metadata);
  return layout(
    `${TEST_PAYMENT_NOTICE} · ${productName}`,
    `<h1>Pay ${escapeHtml(productName)}</h1>
<p class="amount">${escapeHtml(formatNaira(transaction.amount / 100))}</p>
${what ? `<p class="what">${escapeHtml(what)}</p>` : ''}
<dl>
<dt>Email</dt><dd>${escapeHtml(transaction.email)}</dd>
<dt>Reference</dt><dd><code>${escapeHtml(transaction.reference)}</code></dd>
</dl>
<p class="explain">This is the local Paystack sandbox. No card is charged. <strong>Pay</strong> completes the payment as Paystack would; <strong>Cancel</strong> abandons it.</p>
<div class="actions">
<form method="post" action="${action}/pay"><button type="submit" class="pay">Pay ${escapeHtml(formatNaira(transaction.amount / 100))}</button></form>
<form method="post" action="${action}/cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>`,
  );
}

export function checkoutMessagePage(heading: string, text: string, link?: { href: string; label: string }) {
  return layout(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
${link ? `<p><a class="link" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );
}

export const CHECKOUT_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f1115;color:#f3f4f6;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:16px}
.card{width:100%;max-width:420px;background:#1a1d24;border:1px solid #2c313c;border-radius:16px;padding:28px;box-shadow:0 10px 40px rgba(0,0,0,.4)}
.notice{margin:0 0 20px;padding:10px 12px;border-radius:8px;background:#fef3c7;color:#78350f;font-weight:700;text-align:center}
h1{margin:0 0 8px;font-size:1.25rem}
.amount{margin:0 0 8px;font-size:2rem;font-weight:800}
.what{margin:0 0 16px;color:#cbd5e1}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px;font-size:.9rem}
dt{color:#9ca3af}dd{margin:0;overflow-wrap:anywhere}
.explain{font-size:.875rem;color:#9ca3af}
.actions{display:flex;gap:12px;margin-top:20px}
.actions form{flex:1}
button{width:100%;padding:12px 16px;border-radius:10px;border:0;font:inherit;font-weight:700;cursor:pointer}
button:focus-visible,.link:focus-visible{outline:3px solid #60a5fa;outline-offset:2px}
.pay{background:#22c55e;color:#052e16}
.pay:hover{background:#16a34a}
.cancel{background:transparent;color:#f3f4f6;border:1px solid #4b5563}
.cancel:hover{background:#262a33}
.link{color:#93c5fd}
`;
