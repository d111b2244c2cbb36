/**
 * The limits on guesses as VCL (issue 37 item 6, docs/adr/0018): written into the per-deployment
 * include from the storefront's own tables, so Varnish counts the same calls with the same
 * numbers (src/platform/server/defence/rate-limits.ts, guess-paths.ts) and says the catalogue's text.
 *
 * - per client address, with vsthrottle (Debian's varnish-modules): a token bucket per kind of
 *   guess, as the storefront's; over it, Varnish answers the storefront's 429 itself;
 * - per login, VCL cannot read the login out of a body, so every guess goes to ONE storefront
 *   process (a fallback director: the first healthy one), whose counts are then the shop's.
 */
import { errors } from '../packages/i18n/messages/errors.ts';
import { API_GUESS_PATHS } from '../src/platform/server/defence/guess-paths.ts';
import { GUESS_LIMITS, refillSeconds, scaled } from '../src/platform/server/defence/rate-limits.ts';

/** The catalogue's text for a wait, as tooManyAttemptsText (guess-limits.ts) says it. */
export function tooManyText(seconds) {
  const count = Math.ceil(seconds / 60);
  const key = count === 1 ? 'errors.tooManyAttempts.one' : 'errors.tooManyAttempts.other';
  return errors[key].replace('{count}', String(count));
}

/** A VCL long string; the texts are ours, but never let one end it. */
const vclString = (value) => `{"${String(value).replaceAll('"}', '')}"}`;

/** VCL that refuses the guess of `kind` from this address once its bucket is empty. */
function limitCall(kind, factor, indent) {
  const limit = scaled(GUESS_LIMITS[kind].perAddress, factor);
  const wait = refillSeconds(limit);
  const text = JSON.stringify(tooManyText(wait)).slice(1, -1);
  return [
    `if (vsthrottle.is_denied("${kind}:" + client.identity, ${limit.attempts}, ${limit.periodSeconds}s)) {`,
    `  set req.http.x-sporta-retry-after = "${wait}";`,
    `  set req.http.x-sporta-too-many = ${vclString(text)};`,
    '  return (synth(429, "Too Many Requests"));',
    '}',
  ]
    .map((line) => indent + line)
    .join('\n');
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A field in the query, or in the form body Varnish kept (bodyaccess: only where the body was
 * cached, the sign-in steps; on any other request it would fail it).
 */
function hasField(name, value, inBody) {
  const query = `req.url ~ "[?&]${name}=${value}"`;
  return inBody
    ? `${query} || (req.method == "POST" && bodyaccess.rematch_req_body("(^|&)${name}=${value}") == 1)`
    : query;
}

/** The VCL of one API path: the one process for guesses, then the kind's bucket of the address. */
function pathVcl(entry, factor) {
  const inBody = Boolean(entry.codeField || entry.resendField);
  const lines = [
    `  if (req.url ~ "^/ebsn/api/${escapeRegex(entry.path)}(\\?|$)") {`,
    '    set req.backend_hint = sporta_guesses.backend();',
  ];
  // Only the sign-in steps' small form bodies are kept for bodyaccess (and still sent on).
  if (inBody)
    lines.push('    if (req.method == "POST") {', '      std.cache_req_body(64KB);', '    }');
  const steps = [];
  if (entry.resendField) steps.push([hasField(entry.resendField, 'true(&|$)', inBody), 'codeMail']);
  if (entry.codeField) steps.push([hasField(entry.codeField, '[^&]', inBody), 'code']);
  if (entry.onlyWith) steps.push([hasField(entry.onlyWith, '[^&]', inBody), entry.kind]);
  steps.forEach(([condition, kind], index) => {
    lines.push(`    ${index === 0 ? 'if' : '} elsif'} (${condition}) {`);
    lines.push(limitCall(kind, factor, '      '));
  });
  if (entry.onlyWith) lines.push('    }');
  else if (steps.length > 0) {
    lines.push('    } else {', limitCall(entry.kind, factor, '      '), '    }');
  } else lines.push(limitCall(entry.kind, factor, '    '));
  lines.push('  }');
  return lines.join('\n');
}

/** The include's part for the guesses: `sporta_guess_limits`, called early in vcl_recv. */
export function guessLimitsVcl(factor = 1) {
  const branches = API_GUESS_PATHS.map((entry) => pathVcl(entry, factor));
  return `
# The limits on guesses (scripts/varnish-limits.mjs, from src/platform/server/defence/rate-limits.ts and
# guess-paths.ts; RATE_LIMIT_FACTOR ${factor}).
sub sporta_guess_limits {
  unset req.http.x-sporta-retry-after;
  unset req.http.x-sporta-too-many;
${branches.join('\n')}
  # The pages' own forms: counted by the one process the guesses go to.
  if (req.method == "POST" && req.url ~ "^/(backoffice/accesso|servizio-clienti)(\\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
  }
}
`;
}
