/** What a content page route does with contentPage(): render, or go to /not-found. */
import { t } from '@sporta/i18n';
import { type ContentPage, contentPage, isUnavailable } from './content';

/** 'missing' when WordPress has no such page; undefined when WordPress is unavailable. */
export async function loadContentPage(slug: string): Promise<ContentPage | undefined | 'missing'> {
  const found = await contentPage(slug);
  if (isUnavailable(found)) return undefined;
  return found ?? 'missing';
}

/** Title and description of a content page; the "unavailable" title when WordPress is down. */
export function contentPageMeta(page: ContentPage | undefined) {
  return {
    title: page ? page.seoTitle : t('content.unavailable.title'),
    description: page?.seoDescription || t('content.page.description'),
  };
}
