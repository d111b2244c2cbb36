/** What a content page route does with contentPage(): render, or go to /not-found. */
import { type ContentPage, contentPage, isUnavailable } from './content';

/** 'missing' when WordPress has no such page; undefined when WordPress is unavailable. */
export async function loadContentPage(slug: string): Promise<ContentPage | undefined | 'missing'> {
  const found = await contentPage(slug);
  if (isUnavailable(found)) return undefined;
  return found ?? 'missing';
}
