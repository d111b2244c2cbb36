# The per-deployment part of sporta.vcl: the storefront processes, their director and the
# purge secret, and the limits on guesses. The probe names the process's own host:port: the storefront answers 421 to a
# Host it does not serve (src/platform/server/public-origin.ts). scripts/start-scaled.mjs writes one like this for the processes it starts.
backend sporta_1 {
  .host = "127.0.0.1";
  .port = "4331";
  .probe = {
    .request = "GET /favicon.svg HTTP/1.1" "Host: 127.0.0.1:4331" "Connection: close";
    .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2;
  }
}
backend sporta_2 {
  .host = "127.0.0.1";
  .port = "4332";
  .probe = {
    .request = "GET /favicon.svg HTTP/1.1" "Host: 127.0.0.1:4332" "Connection: close";
    .interval = 2s; .timeout = 1s; .window = 3; .threshold = 2;
  }
}

sub vcl_init {
  new sporta = directors.round_robin();
  sporta.add_backend(sporta_1);
  sporta.add_backend(sporta_2);
  # Every guess to one process, the first healthy one: its counts per login are the shop's.
  new sporta_guesses = directors.fallback();
  sporta_guesses.add_backend(sporta_1);
  sporta_guesses.add_backend(sporta_2);
}

sub sporta_director {
  set req.backend_hint = sporta.backend();
}

sub sporta_purge_check {
  if (req.http.x-sporta-purge-secret != "change-me") {
    return (synth(403, "Forbidden"));
  }
}

# Varnish at the edge (no proxy in front): what a client says of the scheme or host is dropped.
# Behind a TLS terminator or a CDN, keep the X-Forwarded-Proto it sets instead, and set
# client.identity from the client address it passes (docs/deploy.md "Limits on guesses").
sub sporta_forwarded {
  unset req.http.x-forwarded-proto;
  unset req.http.x-forwarded-host;
}

# sub sporta_guess_limits below is generated from the storefront's tables by
# scripts/varnish-limits.mjs (`guessLimitsVcl(factor)`), never written by hand: regenerate it
# whenever src/platform/server/defence/rate-limits.ts or guess-paths.ts change.

# The limits on guesses (scripts/varnish-limits.mjs, from src/platform/server/defence/rate-limits.ts and
# guess-paths.ts; RATE_LIMIT_FACTOR 1).
sub sporta_guess_limits {
  unset req.http.x-sporta-retry-after;
  unset req.http.x-sporta-too-many;
  if (req.url ~ "^/ebsn/api/auth/login(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (req.method == "POST") {
      std.cache_req_body(64KB);
    }
    if (req.url ~ "[?&]resend_mfa_pin=true(&|$)" || (req.method == "POST" && bodyaccess.rematch_req_body("(^|&)resend_mfa_pin=true(&|$)") == 1)) {
      if (vsthrottle.is_denied("codeMail:" + client.identity, 10, 3600s)) {
        set req.http.x-sporta-retry-after = "360";
        set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 6 minuti."};
        return (synth(429, "Too Many Requests"));
      }
    } elsif (req.url ~ "[?&]mfa_pin=[^&]" || (req.method == "POST" && bodyaccess.rematch_req_body("(^|&)mfa_pin=[^&]") == 1)) {
      if (vsthrottle.is_denied("code:" + client.identity, 20, 900s)) {
        set req.http.x-sporta-retry-after = "45";
        set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
        return (synth(429, "Too Many Requests"));
      }
    } else {
      if (vsthrottle.is_denied("signIn:" + client.identity, 20, 600s)) {
        set req.http.x-sporta-retry-after = "30";
        set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
        return (synth(429, "Too Many Requests"));
      }
    }
  }
  if (req.url ~ "^/ebsn/api/backoffice-access/sso-login(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (req.method == "POST") {
      std.cache_req_body(64KB);
    }
    if (req.url ~ "[?&]otp=[^&]" || (req.method == "POST" && bodyaccess.rematch_req_body("(^|&)otp=[^&]") == 1)) {
      if (vsthrottle.is_denied("code:" + client.identity, 20, 900s)) {
        set req.http.x-sporta-retry-after = "45";
        set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
        return (synth(429, "Too Many Requests"));
      }
    } else {
      if (vsthrottle.is_denied("signIn:" + client.identity, 20, 600s)) {
        set req.http.x-sporta-retry-after = "30";
        set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
        return (synth(429, "Too Many Requests"));
      }
    }
  }
  if (req.url ~ "^/ebsn/api/registration/update_mfa(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (req.url ~ "[?&]mfa_pin=[^&]") {
      if (vsthrottle.is_denied("code:" + client.identity, 20, 900s)) {
        set req.http.x-sporta-retry-after = "45";
        set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
        return (synth(429, "Too Many Requests"));
      }
    }
  }
  if (req.url ~ "^/ebsn/api/registration/anonymize_token_check(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("code:" + client.identity, 20, 900s)) {
      set req.http.x-sporta-retry-after = "45";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
      return (synth(429, "Too Many Requests"));
    }
  }
  if (req.url ~ "^/ebsn/api/registration/update_password(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("signIn:" + client.identity, 20, 600s)) {
      set req.http.x-sporta-retry-after = "30";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
      return (synth(429, "Too Many Requests"));
    }
  }
  if (req.url ~ "^/ebsn/api/api-iperal/account/update-credentials(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("signIn:" + client.identity, 20, 600s)) {
      set req.http.x-sporta-retry-after = "30";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
      return (synth(429, "Too Many Requests"));
    }
  }
  if (req.url ~ "^/ebsn/api/api-iperal/update_password(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("signIn:" + client.identity, 20, 600s)) {
      set req.http.x-sporta-retry-after = "30";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
      return (synth(429, "Too Many Requests"));
    }
  }
  if (req.url ~ "^/ebsn/api/registration/password_reset_token_request(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("resetMail:" + client.identity, 10, 3600s)) {
      set req.http.x-sporta-retry-after = "360";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 6 minuti."};
      return (synth(429, "Too Many Requests"));
    }
  }
  if (req.url ~ "^/ebsn/api/api-iperal/account/request-reset-password(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("resetMail:" + client.identity, 10, 3600s)) {
      set req.http.x-sporta-retry-after = "360";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 6 minuti."};
      return (synth(429, "Too Many Requests"));
    }
  }
  if (req.url ~ "^/ebsn/api/api-iperal/account/check-user(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("checkUser:" + client.identity, 20, 600s)) {
      set req.http.x-sporta-retry-after = "30";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 1 minuto."};
      return (synth(429, "Too Many Requests"));
    }
  }
  if (req.url ~ "^/ebsn/api/iperal-registration/register_user(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("registrationMail:" + client.identity, 10, 3600s)) {
      set req.http.x-sporta-retry-after = "360";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 6 minuti."};
      return (synth(429, "Too Many Requests"));
    }
  }
  if (req.url ~ "^/ebsn/api/registration/register_user(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("registrationMail:" + client.identity, 10, 3600s)) {
      set req.http.x-sporta-retry-after = "360";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 6 minuti."};
      return (synth(429, "Too Many Requests"));
    }
  }
  if (req.url ~ "^/ebsn/api/registration/registration_resend_email(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
    if (vsthrottle.is_denied("registrationMail:" + client.identity, 10, 3600s)) {
      set req.http.x-sporta-retry-after = "360";
      set req.http.x-sporta-too-many = {"Troppi tentativi. Riprova tra 6 minuti."};
      return (synth(429, "Too Many Requests"));
    }
  }
  # The pages' own forms: counted by the one process the guesses go to.
  if (req.method == "POST" && req.url ~ "^/(backoffice/accesso|servizio-clienti)(\?|$)") {
    set req.backend_hint = sporta_guesses.backend();
  }
}
