#!/usr/bin/env node
/**
 * The facilitated-delivery upload's limit (issue 29; account §9 "Upload limit 5 MB"), printed:
 *
 * 1. What refusing an oversize upload costs the storefront's /ebsn/api proxy. The built proxy
 *    (dist/node/ebsn-proxy.mjs) runs alone in a child process, in front of an upstream (in this
 *    process) that only drains what it gets; the child samples its own memory (rss and
 *    arrayBuffers, peak over a baseline taken after a GC, and what is retained after another GC)
 *    while this process sends it a body one byte over the upload limit, once with a
 *    Content-Length and once chunked. Each refusal's status, time and the growth over the
 *    body's size are printed: ≪ 1 means the body was never held.
 * 2. Through the whole shop (built storefront + reference backend, a signed-in fresh shopper in
 *    Chromium): a certificate of 5 MB + 1 byte posted as the form would, refused with 413 and the
 *    spec's text; one of 5 MB exactly accepted.
 * 3. The JavaScript of /consegna-agevolata for a signed-in shopper (gzip level 9, as
 *    bench/account.mjs weighs the account pages; budget 120 KB).
 *
 *   npm run build && npx node --expose-gc bench/upload-limit.mjs
 */
import { fork } from 'node:child_process';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const MB = 1024 * 1024;
const kb = (bytes) => (bytes / 1024).toFixed(1);

if (process.argv[2] === 'proxy-child') await proxyChild();
else await main();

/** The child: the built proxy on a free port, its own memory sampled on request. */
async function proxyChild() {
  const upstreamBase = process.argv[3];
  const dist = join(import.meta.dirname, '..', 'dist', 'node', 'ebsn-proxy.mjs');
  const { serveEbsnProxy } = await import(pathToFileURL(dist).href);
  const shop = createServer((incoming, outgoing) =>
    serveEbsnProxy(incoming, outgoing, upstreamBase),
  );
  await new Promise((resolve) => shop.listen(0, '127.0.0.1', resolve));

  let baseline;
  let peak;
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss - baseline.rss);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers - baseline.arrayBuffers);
  };
  // Sampled on every chunk the proxy's socket reads too, not only on a timer.
  shop.on('connection', (socket) => socket.on('data', () => peak && sample()));
  let timer;
  process.on('message', (message) => {
    if (message === 'start') {
      globalThis.gc?.();
      baseline = process.memoryUsage();
      peak = { rss: 0, arrayBuffers: 0 };
      timer = setInterval(sample, 1);
      process.send({ started: true });
    } else if (message === 'stop') {
      sample();
      clearInterval(timer);
      // What stays once the garbage of the chunks that passed through is collected.
      globalThis.gc?.();
      const now = process.memoryUsage();
      const retained = {
        rss: now.rss - baseline.rss,
        arrayBuffers: now.arrayBuffers - baseline.arrayBuffers,
      };
      process.send({ peak, retained });
    } else if (message === 'exit') {
      shop.close();
      process.exit(0);
    }
  });
  process.send({ port: shop.address().port, gc: typeof globalThis.gc === 'function' });
}

function ask(child, message, key) {
  return new Promise((resolve) => {
    const listener = (answer) => {
      if (key in answer) {
        child.off('message', listener);
        resolve(answer);
      }
    };
    child.on('message', listener);
    if (message) child.send(message);
  });
}

/** One POST of `size` bytes to the proxy, with a Content-Length or chunked (64 KiB reused). */
function post(port, size, chunked) {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/ebsn/api/iperal-registration/facilitated_delivery',
        headers: {
          'sec-fetch-site': 'same-origin',
          'content-type': 'multipart/form-data; boundary=bench',
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(size) }),
        },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (c) => chunks.push(c));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode,
            ms: performance.now() - started,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    // The proxy may close the connection as soon as it refused: that is the point.
    outgoing.on('error', () => {});
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const part = Math.min(chunk.length, size - sent);
        sent += part;
        if (!outgoing.write(part === chunk.length ? chunk : chunk.subarray(0, part))) {
          outgoing.once('drain', pump);
          return;
        }
      }
      outgoing.end();
    };
    pump();
  });
}

async function proxyMemory() {
  const { UPLOAD_MAX_BODY_BYTES } = await import('../src/platform/server/proxy/proxy-request.ts');
  // The upstream runs here, not in the child: what it reads is not the proxy's memory.
  const upstream = createServer((incoming, outgoing) => {
    incoming.resume();
    incoming.on('end', () =>
      outgoing
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"response":{"status":0},"data":{}}'),
    );
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamBase = `http://127.0.0.1:${upstream.address().port}/ebsn/api`;
  const child = fork(import.meta.filename, ['proxy-child', upstreamBase], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { port, gc } = await ask(child, undefined, 'port');
  const size = UPLOAD_MAX_BODY_BYTES + 1;
  console.log(
    `1. The proxy refusing a body one byte over the upload limit (${size} bytes = 5 MB + ${kb(size - 5 * MB)} KB margin + 1)${gc ? '' : ' — no GC exposed, baseline less exact'}`,
  );
  for (const chunked of [false, true]) {
    // A warm-up call of each kind, so the figures show no first-call module loading.
    await post(port, size, chunked);
    await ask(child, 'start', 'started');
    const answer = await post(port, size, chunked);
    const { peak, retained } = await ask(child, 'stop', 'peak');
    const error = JSON.parse(answer.text).response?.errors?.[0]?.error;
    const ratio = (bytes) => (bytes / size).toFixed(3);
    console.log(
      `   ${chunked ? 'chunked       ' : 'Content-Length'}: HTTP ${answer.status} "${error}" in ${answer.ms.toFixed(1)} ms\n` +
        `      peak growth while refusing: rss ${kb(peak.rss)} KB (ratio ${ratio(peak.rss)}), arrayBuffers ${kb(peak.arrayBuffers)} KB (ratio ${ratio(peak.arrayBuffers)}; chunks passing through, garbage included)\n` +
        `      retained after a GC:        rss ${kb(retained.rss)} KB (ratio ${ratio(retained.rss)}), arrayBuffers ${kb(retained.arrayBuffers)} KB (ratio ${ratio(retained.arrayBuffers)})`,
    );
  }
  child.send('exit');
  upstream.close();
}

async function throughTheShop() {
  const { collectScripts, scriptBytes, startShopBench } = await import('./shop-bench.mjs');
  const { baseUrl, shopperPage, close } = await startShopBench('upload-limit');
  try {
    const { page, context } = await shopperPage({ like: 1002 });
    const scripts = collectScripts(page);
    await page.goto(`${baseUrl}/consegna-agevolata`, { waitUntil: 'networkidle' });
    const formShown = await page.getByRole('button', { name: 'Invia la richiesta' }).count();
    const total = await scriptBytes(page, scripts);
    const sent = await page.evaluate(async (MB) => {
      const send = async (bytes) => {
        const form = new FormData();
        form.set('firstName', 'Giulia');
        form.set('lastName', 'Bianchi');
        form.set('reason', 'Invalidità motoria');
        form.set('consent', 'true');
        form.set(
          'attachment',
          new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
          'certificato.pdf',
        );
        const answer = await fetch('/ebsn/api/iperal-registration/facilitated_delivery', {
          method: 'POST',
          body: form,
        });
        const body = await answer.json();
        return { status: answer.status, text: body.response?.errors?.[0]?.error ?? 'ok' };
      };
      return { over: await send(5 * MB + 1), exact: await send(5 * MB) };
    }, MB);
    console.log('2. Through the shop (proxy + reference backend), a signed-in shopper:');
    console.log(`   certificate of 5 MB + 1 byte: HTTP ${sent.over.status} "${sent.over.text}"`);
    console.log(`   certificate of 5 MB exactly:  HTTP ${sent.exact.status} (${sent.exact.text})`);
    console.log(
      `3. /consegna-agevolata signed in${formShown ? ', form shown' : ', NO FORM'}: ${kb(total)} KB gzip JavaScript (${scripts.size} files) — budget 120 KB`,
    );
    await context.close();
  } finally {
    await close();
  }
}

async function main() {
  await proxyMemory();
  await throughTheShop();
}
