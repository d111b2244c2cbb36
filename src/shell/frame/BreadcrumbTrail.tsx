/**
 * The breadcrumb of the content pages and the product page (spec: account §2 "Breadcrumb
 * labels"): Home › … › current, as static markup (Breadcrumb.astro, ProductDetail.tsx).
 */
import { addMessages, t } from '@sporta/i18n';
import { content } from '@sporta/i18n/messages/content';
import { keptMarkup } from '../../platform/html/kept-markup';
import { serverMarkup } from '../../platform/html/server-markup';

addMessages(content);

export interface TrailStep {
  label: string;
  href?: string;
}

/** Home and the steps of `trail`; its last step is the current page (no link). */
export function BreadcrumbSteps({ trail }: { trail: readonly TrailStep[] }) {
  return (
    <>
      <li>
        <a href="/">{t('content.breadcrumb.home')}</a>
      </li>
      {trail.map((step, index) => {
        const current = index === trail.length - 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static trail, never reordered.
          <li key={index} aria-current={current ? 'page' : undefined}>
            {current || !step.href ? step.label : <a href={step.href}>{step.label}</a>}
          </li>
        );
      })}
    </>
  );
}

export function BreadcrumbTrail({ trail }: { trail: readonly TrailStep[] }) {
  return (
    <nav className="breadcrumb" aria-label={t('content.breadcrumb.label')}>
      <ol>
        <BreadcrumbSteps trail={trail} />
      </ol>
    </nav>
  );
}

// A React render costs more than Astro's for a trail this small (/faq +10%, issue 42): each
// trail's steps are kept once rendered, a bounded number (platform/html/kept-markup.ts).
const keptSteps = keptMarkup<readonly TrailStep[]>(256);

/** The steps' markup, for a page's `<ol>` (Breadcrumb.astro). */
export function breadcrumbStepsMarkup(trail: readonly TrailStep[]): string {
  return keptSteps(trail, 'steps', () => serverMarkup(<BreadcrumbSteps trail={trail} />));
}
