/**
 * The slides of WordPress (spec: account §7 "new_slides/{id}/{timestamp at noon of the day}/{n}
 * (param deliveryServiceId)" and "slides_by_id"), through the content cache. Server side only.
 */
import { plainText } from '../../../platform/html/plain-text';
import { cached, clean, client, type Slide, text, UNAVAILABLE, type Unavailable } from '../content';
import { failureReason } from '../failure-reason';

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

/**
 * Where slides_by_id is used (account §7 lists it without a screen; decided for issue 40): the
 * page /slides/{ids}. A link — a slide's own, a ux-block's, a menu item, a newsletter — points
 * at `/slides/34` to show one slide whole (its full text, where Home shows the excerpt) or at
 * `/slides/34,36` for a set an editor composes from existing slides, whatever their slider, day
 * or service; Home's slider itself stays new_slides. At most this many ids in one address.
 */
export const MAX_LINKED_SLIDES = 10;

export interface LinkedSlide extends Slide {
  html: string;
}

/** The ids of a /slides/{ids} address: 1–10 distinct positive ids, in order; null otherwise. */
export function linkedSlideIds(value: string): number[] | null {
  if (!/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/.test(value)) return null;
  const ids = [...new Set(value.split(',').map(Number))];
  return ids.length <= MAX_LINKED_SLIDES ? ids : null;
}

/**
 * Given slides, in the order asked; unknown or unpublished ids are left out (cms README). Not
 * kept in the content cache: the ids come from the address, and any number of made-up sets
 * would push Home's slides and the menus out of its 50 entries.
 */
export async function linkedSlides(ids: readonly number[]): Promise<LinkedSlide[] | Unavailable> {
  try {
    const slides = await client().slidesById(ids);
    return slides.map((slide) => ({ ...slideOf(slide), html: clean(slide.content) }));
  } catch (failure) {
    console.warn(`[content] slides ${ids.join(',')} unavailable: ${failureReason(failure)}`);
    return UNAVAILABLE;
  }
}
