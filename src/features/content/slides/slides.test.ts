// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isUnavailable } from '../content';
import { homeSlides, linkedSlideIds, linkedSlides } from './slides';

let server: Server | undefined;
afterEach(async () => {
  delete process.env.CMS_URL;
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const SLIDE = {
  id: 34,
  slug: 'consegna-a-domicilio',
  title: 'Te la portiamo a casa',
  content: '<p>Scegli la fascia <strong>oraria</strong>.</p><script>alert(1)</script>',
  excerpt: 'Scegli la fascia oraria.',
  link: '/vantaggi',
  img: 'http://wp/slide.svg',
  img_mobile: 'http://wp/slide.svg',
  alt: 'Furgone',
};

/** A stand-in WordPress answering every slide route with `slides`. */
async function wordpress(slides: unknown[], status = 200) {
  const asked: URL[] = [];
  server = createServer((request, response) => {
    asked.push(new URL(request.url ?? '/', 'http://wp'));
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(slides));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  process.env.CMS_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return asked;
}

describe("Home's slides", () => {
  it("given the shopper's service, then WordPress is asked for that service's slides; none, then for all", async () => {
    const asked = await wordpress([SLIDE]);
    const day = new Date('2031-02-03T09:00:00Z');
    await homeSlides(1, day);
    await homeSlides(undefined, day);
    await homeSlides(1, day); // kept: one entry a day per service
    expect(asked).toHaveLength(2);
    expect(asked[0]?.pathname).toMatch(/^\/wp-json\/custom\/v1\/new_slides\/home\/\d+\/8$/);
    expect(asked[0]?.searchParams.get('deliveryServiceId')).toBe('1');
    expect(asked[1]?.searchParams.has('deliveryServiceId')).toBe(false);
  });
});

describe('slides by id', () => {
  it('given an address of ids, then 1 to 10 distinct positive ids in order; anything else, none', () => {
    expect(linkedSlideIds('34')).toEqual([34]);
    expect(linkedSlideIds('36,34,36')).toEqual([36, 34]);
    for (const odd of [
      '',
      'abc',
      '34,',
      '0',
      '-3',
      '34;35',
      '1,2,3,4,5,6,7,8,9,10,11',
      '12345678901',
    ])
      expect(linkedSlideIds(odd), odd).toBeNull();
  });

  it('given ids, then slides_by_id is asked and each slide comes whole and sanitised', async () => {
    const asked = await wordpress([SLIDE]);
    const slides = await linkedSlides([34, 36]);
    expect(asked[0]?.pathname).toBe('/wp-json/custom/v1/slides_by_id/34,36');
    expect(slides).toEqual([
      expect.objectContaining({
        id: 34,
        title: 'Te la portiamo a casa',
        link: '/vantaggi',
        html: '<p>Scegli la fascia <strong>oraria</strong>.</p>',
      }),
    ]);
  });

  it('given WordPress failing, then unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await wordpress([], 500);
    expect(isUnavailable(await linkedSlides([34]))).toBe(true);
  });
});
