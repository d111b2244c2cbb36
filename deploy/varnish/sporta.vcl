vcl 4.1;
#
# Sporta behind Varnish 7.1 (issue 31). Caches exactly what the storefront's own shared-page
# cache may share (src/platform/server/caching/shared-pages.ts, node-page-cache.ts): a shared page per kind of
# visitor and price context — a guest (no session, no account cookie) or a session carrying the
# mark SSR left (`sporta_shared`, "g|s" + "w…d…t…" [+ "v" service] + "." + digest) — and only when the storefront
# answered that very page as shared (X-Sporta-Shared) without a Set-Cookie. Anything else, and
# every page with a shopper's data, goes to a storefront process uncached.
#
# The backends, the directors, the purge secret and the limits on guesses live in an include written per deployment
# (sporta-backends.vcl; scripts/start-scaled.mjs writes one, sporta-backends.example.vcl shows
# the shape): this file is the same everywhere.
#
# Purges: BAN (or PURGE) only from the purgers ACL (loopback) AND with the shared secret in
# X-Sporta-Purge-Secret. A BAN names X-Sporta-Ban-Keys (prefixes of the tags the storefront put in
# X-Sporta-Keys: the WordPress content a page shows) or, without it, drops every shared page. Both are ban-lurker friendly: they
# test obj.* only.

import std;
import directors;
# Debian's varnish-modules: the limits on guesses (vsthrottle) read the sign-in's form (bodyaccess).
import vsthrottle;
import bodyaccess;

include "sporta-backends.vcl";

acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  # Nobody chooses our internal view header from outside.
  unset req.http.x-sporta-view;

  if (req.method == "BAN" || req.method == "PURGE") {
    if (!(client.ip ~ purgers) || !req.http.x-sporta-purge-secret) {
      return (synth(403, "Forbidden"));
    }
    # Answers 403 itself when the secret is not the deployment's.
    call sporta_purge_check;
    if (req.http.x-sporta-ban-keys ~ "^[a-z0-9:_-]+(,[a-z0-9:_-]+)*$") {
      # Key prefixes, as the storefront's caches purge (src/platform/server/caching/content-tags.ts):
      # "faq:,menu:footer" → obj.http.x-sporta-keys ~ (^|,)(faq:|menu:footer|all(,|$))
      # A page tagged "all" (its tags unknown) goes with every ban.
      ban("obj.http.x-sporta-keys ~ (^|,)(" + regsuball(req.http.x-sporta-ban-keys, ",", "|") + "|all(,|$))");
      # A shared page without tags (kept before the storefront tagged them) goes too.
      ban("obj.http.x-sporta-shared ~ . && obj.http.x-sporta-keys !~ .");
    } else {
      ban("obj.http.x-sporta-shared ~ .");
    }
    return (synth(200, "Banned"));
  }

  call sporta_director;
  call sporta_forwarded;
  # Sign-ins, codes, mails, check-user, reports: per address here, and all to one process, which
  # counts per login (docs/adr/0018-guess-limits-behind-varnish.md); 429 from vcl_synth.
  call sporta_guess_limits;

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The API proxy, the shop's own endpoints and every page of one shopper: never cached.
  if (req.url ~ "^/(ebsn/api|api)(/|$|\?)" ||
      req.url ~ "^/(profile|checkout|payment|login|logout|cart)(/|$|\?)") {
    return (pass);
  }

  # Query string: tracking parameters dropped, the rest sorted, so one page is one object.
  set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|gclid|fbclid|msclkid)=[^&]*", "\1");
  set req.url = regsuball(req.url, "&&+", "&");
  set req.url = regsub(req.url, "[?&]+$", "");
  set req.url = regsub(req.url, "\?&", "?");
  set req.url = std.querysort(req.url);

  # Built files (hashed /_astro/ bundles, icons, fonts): the same for everyone, cookies unread.
  if (req.url ~ "^/[^?]*\.[a-z0-9]+(\?|$)") {
    if (req.http.Accept-Encoding ~ "\bbr\b") {
      set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
      set req.http.Accept-Encoding = "gzip";
    } else {
      unset req.http.Accept-Encoding;
    }
    unset req.http.Cookie;
    return (hash);
  }

  # Pages are gzipped or sent as they are (src/platform/server/compression.ts).
  if (req.http.Accept-Encoding ~ "\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }

  # Only the pages shoppers may share (isSharedPage).
  if (!(req.url ~ "^/(catalog|offerte|search|vantaggi|servizio-clienti|faq)?(\?|$)" ||
        req.url ~ "^/(category|product|faq|page)/[^/?]")) {
    return (pass);
  }
  # Which shared page (sharedViewOf): a guest with no session and no account value…
  if (req.http.Cookie !~ "(^|;\s*)sporta_session=" ) {
    if (req.http.Cookie ~ "(^|;\s*)sporta_account=") {
      return (pass);
    }
    set req.http.x-sporta-view = "gw0d0t0";
  } elsif (req.http.Cookie ~ "(^|;\s*)sporta_shared=[gs]w\d+d[\d-]+t\d+(v(1|2|3|10000|10002))?\.[A-Za-z0-9_-]+(;|$)") {
    # …or a session SSR marked. Only the storefront checks the mark's digest against the session
    # (a miss reaches it with every cookie); a hit gives the shared page, in which nothing is
    # anybody's, so a mark copied from someone else shows no more than prices of that context.
    # "v…": the delivery service Home's slides follow, only the shop's known ids (shared-pages.ts
    # `sharedServiceOf`): a made-up one passes, so no client adds objects of its own choosing.
    set req.http.x-sporta-view = regsub(req.http.Cookie,
      "^.*(?:^|;\s*)sporta_shared=([gs]w\d+d[\d-]+t\d+(?:v(?:1|2|3|10000|10002))?)\..*$", "\1");
  } else {
    return (pass);
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  if (req.http.host) {
    hash_data(req.http.host);
  } else {
    hash_data(server.ip);
  }
  hash_data(req.http.x-sporta-view);
  hash_data(req.http.Accept-Encoding);
  return (lookup);
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.http.Set-Cookie || beresp.status != 200) {
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    return (deliver);
  }
  if (bereq.http.x-sporta-view) {
    # A page is kept only when the storefront rendered it as that very shared page.
    if (beresp.http.x-sporta-shared != bereq.http.x-sporta-view) {
      set beresp.uncacheable = true;
      set beresp.ttl = 1s;
      return (deliver);
    }
    # The hash already holds the view and the encoding: the storefront's "Vary: Cookie" (for
    # browsers and other caches) would make each cookie string its own copy here — per shopper,
    # and missed as soon as a page-readable cookie changes. Kept aside, given back on delivery.
    if (beresp.http.Vary) {
      set beresp.http.x-sporta-vary = beresp.http.Vary;
    }
    set beresp.http.Vary = "Accept-Encoding";
    if (bereq.http.x-sporta-view ~ "^s") {
      # "private, no-cache" tells browsers and CDNs: this cache shares it, as the storefront's does
      # (SHARED_PAGE_TTL_MS), never past the mark's life.
      set beresp.ttl = 30s;
      set beresp.grace = 0s;
    } else {
      # s-maxage sets the TTL (Varnish reads it); stale-while-revalidate is the grace.
      if (beresp.http.Cache-Control ~ "stale-while-revalidate=\d+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control,
          "^.*stale-while-revalidate=(\d+).*$", "\1") + "s", 10s);
      }
    }
    return (deliver);
  }
  # Built files: as their Cache-Control says (builtin.vcl decides from here).
}

# A guess over its limit: the storefront's own 429 (src/platform/server/defence/guess-limits.ts), the text the
# include took from the catalogue, so the shop's forms show it in place.
sub vcl_synth {
  if (resp.status == 429 && req.http.x-sporta-too-many) {
    set resp.http.content-type = "application/json";
    set resp.http.retry-after = req.http.x-sporta-retry-after;
    set resp.http.cache-control = "no-store";
    set resp.http.x-content-type-options = "nosniff";
    set resp.body = {"{"response":{"status":1,"errors":[{"error":""} + req.http.x-sporta-too-many +
      """"}]},"data":null}""";
    return (deliver);
  }
}

sub vcl_deliver {
  # Tags are for bans only; the view header was ours.
  unset resp.http.x-sporta-keys;
  if (resp.http.x-sporta-vary) {
    set resp.http.Vary = resp.http.x-sporta-vary;
    unset resp.http.x-sporta-vary;
  }
  if (obj.hits > 0) {
    set resp.http.x-sporta-varnish = "HIT";
  } else {
    set resp.http.x-sporta-varnish = "MISS";
  }
}
