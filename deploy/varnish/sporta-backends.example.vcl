# The per-deployment part of sporta.vcl: the storefront processes, their director and the
# purge secret. The probe names the process's own host:port: the storefront answers 421 to a
# Host it does not serve (src/platform/public-origin.ts). scripts/start-scaled.mjs writes one like this for the processes it starts.
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
}

sub sporta_director {
  set req.backend_hint = sporta.backend();
}

sub sporta_purge_check {
  if (req.http.x-sporta-purge-secret != "change-me") {
    return (synth(403, "Forbidden"));
  }
}
