/**
 * What the pages read from WordPress (spec: account §7 "Content management"), through the SDK's
 * content client and the content cache. Server side only. Each call gives the data, or
 * UNAVAILABLE when WordPress does not answer and nothing is cached; HTML comes sanitised.
 */
import { t } from '@sporta/i18n';
import { ContentError, createContentClient } from '@sporta/sdk';
import { cmsUrl, shopHosts } from '../../platform/config';
import { plainText } from '../../platform/html/plain-text';
import { contentCache } from './cache';
import { failureReason } from './failure-reason';
import { sanitizeContent } from './sanitize';

export interface Unavailable {
  unavailable: true;
}
export const UNAVAILABLE: Unavailable = Object.freeze({ unavailable: true });

export const isUnavailable = (value: unknown): value is Unavailable =>
  typeof value === 'object' && value !== null && 'unavailable' in value;

export interface ContentPage {
  slug: string;
  title: string;
  html: string;
  seoTitle: string;
  seoDescription: string;
  validity: string;
}
export interface FaqCategory {
  id: number;
  slug: string;
  name: string;
  description: string;
}
export interface FaqQuestion {
  id: number;
  question: string;
  answerHtml: string;
}
export interface MenuLink {
  id: number;
  title: string;
  url: string;
  target: string;
  classes: string[];
  children: MenuLink[];
}
export interface Slide {
  id: number;
  title: string;
  text: string;
  link: string;
  img: string | null;
  imgMobile: string | null;
  alt: string;
}
export interface UxBlock {
  id: number;
  title: string;
  html: string;
  position: string;
  link: string;
  img: string | null;
}
export interface TutorialSlide {
  id: number;
  title: string;
  text: string;
  img: string | null;
}
export interface Tutorial {
  id: number;
  desktop: TutorialSlide[];
  mobile: TutorialSlide[];
}

/** Timeout of one WordPress call: past it the cached copy or the "unavailable" message shows. */
const CMS_TIMEOUT_MS = 3000;

export const client = () => createContentClient({ baseUrl: cmsUrl(), timeoutMs: CMS_TIMEOUT_MS });

export const clean = (html: string) =>
  sanitizeContent(html, {
    shopHosts: shopHosts(),
    videoTitle: t('content.videoTitle'),
    openOn: (provider) => t('content.embed.openOn', { provider }),
    tableLabel: t('content.table.label'),
  });

/** A field of WordPress' open objects, read safely. */
function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
export const text = (value: unknown, ...path: string[]) => {
  const found = field(value, ...path);
  return typeof found === 'string' ? found : '';
};
const nullableText = (value: unknown, ...path: string[]) => text(value, ...path) || null;

export async function cached<T>(key: string, load: () => Promise<T>): Promise<T | Unavailable> {
  try {
    return await contentCache().get(key, load);
  } catch (failure) {
    console.warn(`[content] ${key} unavailable: ${failureReason(failure)}`);
    return UNAVAILABLE;
  }
}

/** A WordPress page by slug; null when there is none. */
export const contentPage = (slug: string) =>
  cached(`page:${slug}`, async (): Promise<ContentPage | null> => {
    const page = await client().page(slug);
    if (!page) return null;
    const title = plainText(page.title.rendered);
    return {
      slug: page.slug,
      title,
      html: clean(page.content.rendered),
      seoTitle: page.meta?.seo_title || title,
      seoDescription: page.meta?.seo_description || '',
      validity: page.testo_validit ?? '',
    };
  });

/**
 * One revision for the editors' preview (preview.ts): never cached, read with the preview secret;
 * null when WordPress has no such revision (404), UNAVAILABLE when it does not answer.
 */
export async function previewRevision(
  id: number,
  revision: number,
  secret: string,
): Promise<ContentPage | null | Unavailable> {
  try {
    const found = await client().preview(id, revision, secret);
    const title = plainText(found.title);
    return {
      slug: '',
      title,
      html: clean(found.content),
      seoTitle: title,
      seoDescription: '',
      validity: '',
    };
  } catch (failure) {
    if (failure instanceof ContentError && failure.httpStatus === 404) return null;
    console.warn(`[content] preview ${id}/${revision} unavailable: ${failureReason(failure)}`);
    return UNAVAILABLE;
  }
}

export const faqCategories = () =>
  cached('faq:categories', async (): Promise<FaqCategory[]> => {
    const { items } = await client().terms('faq_category', {
      perPage: 50,
      filters: { hide_empty: true },
    });
    return items.map((term) => ({
      id: term.id,
      slug: term.slug,
      name: plainText(term.name),
      description: plainText(term.description ?? ''),
    }));
  });

/** A FAQ category and its questions in editor order; null when the category does not exist. */
export const faqCategory = (slug: string) =>
  cached(`faq:category:${slug}`, async () => {
    const wordpress = client();
    const [term] = (await wordpress.terms('faq_category', { filters: { slug } })).items;
    if (!term) return null;
    const { items } = await wordpress.posts('faq', {
      perPage: 100,
      filters: { faq_category: term.id, orderby: 'menu_order', order: 'asc' },
    });
    const category: FaqCategory = {
      id: term.id,
      slug: term.slug,
      name: plainText(term.name),
      description: plainText(term.description ?? ''),
    };
    const questions: FaqQuestion[] = items.map((post) => ({
      id: post.id,
      question: plainText(post.title.rendered),
      answerHtml: clean(text(post, 'content', 'rendered')),
    }));
    return { category, questions };
  });

function menuLink(item: unknown): MenuLink {
  const children = field(item, 'children');
  const classes = field(item, 'classes');
  return {
    id: Number(field(item, 'id')),
    title: plainText(text(item, 'title')),
    url: text(item, 'url'),
    target: text(item, 'target'),
    classes: Array.isArray(classes) ? classes.filter((name) => typeof name === 'string') : [],
    children: Array.isArray(children) ? children.map(menuLink) : [],
  };
}

/** The menu of a location (header, footer) as a tree. */
export const menu = (location: 'header' | 'footer') =>
  cached(`menu:${location}`, async () => (await client().menu(location)).map(menuLink));

export const uxBlocks = () =>
  cached('ux-blocks', async (): Promise<UxBlock[]> => {
    const { items } = await client().uxBlocks({
      perPage: 50,
      filters: { orderby: 'menu_order', order: 'asc' },
    });
    return items.map((block) => ({
      id: block.id,
      title: plainText(block.title.rendered),
      html: clean(text(block, 'content', 'rendered')),
      position: text(block, 'meta', 'position'),
      link: text(block, 'meta', 'link'),
      img: nullableText(block, 'img'),
    }));
  });

async function tutorialSlides(type: 'IMAGE_DESKTOP' | 'IMAGE_MOBILE') {
  const { items } = await client().posts('tutorial_proposal', {
    perPage: 20,
    filters: { category_proposal_type: type, orderby: 'menu_order', order: 'asc' },
  });
  return items.map((slide) => ({
    id: slide.id,
    title: plainText(slide.title.rendered),
    text: plainText(text(slide, 'descr')),
    img: nullableText(slide, 'img'),
  }));
}

/** The tutorial slides; `id` (the first slide's) tells the browser whether it was seen. */
export const tutorial = () =>
  cached('tutorial', async (): Promise<Tutorial> => {
    const [desktop, mobile] = await Promise.all([
      tutorialSlides('IMAGE_DESKTOP'),
      tutorialSlides('IMAGE_MOBILE'),
    ]);
    return { id: desktop[0]?.id ?? mobile[0]?.id ?? 0, desktop, mobile };
  });

/** Cache prefixes a WordPress change makes stale (events of cms purge.php). */
export const PURGE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  page: ['page:'],
  faq: ['faq:'],
  faq_category: ['faq:'],
  slide: ['slides:'],
  slider: ['slides:'],
  ux_block: ['ux-blocks'],
  tutorial: ['tutorial'],
  menu: ['menu:'],
  ingredient_sheet: ['ingredients:'],
  form: ['form:'],
};
