/** The worked examples of /api/docs (issue #17): a token-authenticated read and webhook signature checks. */

export const HOURS_BY_WEEK_QUERY = `query HoursByWeek($endDate: String) {
  timesheet(endDate: $endDate) {
    startDate endDate status totalHours billableHours
    lineItems { project { name } deliverable { deliverableName } totalHours }
  }
}`;

export function examples(publicUrl: string) {
  const endpoint = `${publicUrl}/api/graphql`;
  return [
    {
      title: 'Hours of a week with a personal access token (curl)',
      text:
        'Create a token on your profile page (API tokens). Send it as a Bearer token; no cookie and no CSRF ' +
        'header are needed. endDate is the week-end day as YYYYMMDD. A READ token may run queries only.',
      code: `curl -s ${endpoint} \\
  -H "Authorization: Bearer $TALLY_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"query":${JSON.stringify(HOURS_BY_WEEK_QUERY.replace(/\s+/g, ' '))},"variables":{"endDate":"20261129"}}'`,
    },
    {
      title: 'The same in JavaScript (Node 18+), paced by the rate limit',
      text:
        'Each token may make 1,200 requests a minute. Over it the API answers 429 with Retry-After (seconds): ' +
        'wait that long and send the request again. A revoked or expired token is answered 401 UNAUTHENTICATED.',
      code: `async function tally(query, variables) {
  for (;;) {
    const response = await fetch('${endpoint}', {
      method: 'POST',
      headers: { authorization: \`Bearer \${process.env.TALLY_TOKEN}\`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    if (response.status === 429) {
      await new Promise((r) => setTimeout(r, Number(response.headers.get('retry-after')) * 1000));
      continue;
    }
    const { data, errors } = await response.json();
    if (errors) throw new Error(errors[0].message);
    return data;
  }
}
const week = await tally(\`${HOURS_BY_WEEK_QUERY}\`, { endDate: '20261129' });`,
    },
    {
      title: 'Checking a webhook signature in JavaScript (Node)',
      text:
        'Each delivery is a POST with X-Tally-Event (timesheet.approved...), X-Tally-Delivery (the same id on ' +
        'every retry: ignore one you handled) and X-Tally-Signature: sha256=<hex HMAC-SHA256 of the raw body ' +
        'with the webhook secret>. Compute it over the raw bytes, before parsing the JSON, and compare in ' +
        'constant time. Answer 2xx quickly; anything else is retried with backoff for 24 hours.',
      code: `import { createHmac, timingSafeEqual } from 'node:crypto';

function verifyTally(rawBody, signatureHeader, secret) {
  const expected = 'sha256=' + createHmac('sha256', secret).update(rawBody).digest('hex');
  const a = Buffer.from(expected);
  const b = Buffer.from(signatureHeader ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}`,
    },
    {
      title: 'Checking a webhook signature in Python',
      text: 'With the raw request body as bytes (Flask: request.get_data()).',
      code: `import hashlib, hmac

def verify_tally(raw_body: bytes, signature_header: str, secret: str) -> bool:
    expected = "sha256=" + hmac.new(secret.encode(), raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature_header or "")`,
    },
    {
      title: 'Checking a webhook signature in a shell',
      text: 'With the body saved to body.json and the header in $SIGNATURE (openssl 1.1+).',
      code: `expected="sha256=$(openssl dgst -sha256 -hmac "$TALLY_WEBHOOK_SECRET" -hex < body.json | sed 's/^.* //')"
[ "$expected" = "$SIGNATURE" ] && echo valid || echo INVALID`,
    },
  ];
}
