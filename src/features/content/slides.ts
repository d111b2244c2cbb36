/**
 * The slides of WordPress (spec: account §7 "new_slides/{id}/{timestamp at noon of the day}/{n}
 * (param deliveryServiceId)" and "slides_by_id"), through the content cache. Server side only.
 */
import { plainText } from '../../platform/html/plain-text';
import { cached, client, type Slide, text } from './content';

/** How many slides Home shows at most. */
const HOME_SLIDES = 8;

type SlideAnswer = Awaited<ReturnType<ReturnType<typeof client>['slidesById']>>[number];

function slideOf(slide: SlideAnswer): Slide {
  return {
    id: slide.id,
    title: plainText(slide.title),
    text: plainText(text(slide, 'excerpt') || slide.content),
    link: slide.link,
    img: slide.img,
    imgMobile: slide.img_mobile,
    alt: plainText(text(slide, 'alt')),
  };
}

/**
 * Today's Home slides (Europe/Rome day) for the shopper's delivery service: `service` is already
 * one the shop knows (shared-pages.ts `sharedServiceOf`, read from the cart or the signed mark,
 * never from the request), so the cache holds one entry a day per known service. Without one,
 * the default: every service's slides, unfiltered, for a shopper who has not chosen yet.
 */
export function homeSlides(service?: number, day = new Date()) {
  const date = day.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  return cached(`slides:home:${date}:${service ?? 'all'}`, async (): Promise<Slide[]> => {
    const slides = await client().slides('home', day, HOME_SLIDES, service);
    return slides.map(slideOf);
  });
}

/** At most this many ids in one /slides address: a link names a campaign's few slides. */
export const MAX_LINKED_SLIDES = 10;

/** Given slides, in the order asked; unknown or unpublished ids are left out (cms README). */
export function slidesById(ids: readonly number[]) {
  return cached(
    `slides:id:${ids.join(',')}`,
    async (): Promise<Slide[]> => (await client().slidesById(ids)).map(slideOf),
  );
}
