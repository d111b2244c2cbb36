/**
 * Slides by id (issue 40; spec: account §7 slides_by_id): /slides/{ids} is where a link shows one
 * slide whole, or a set an editor composes from existing slides (features/content/slides.ts).
 */
import { expect, expectNoAxeViolations, failedRequest, test } from './fixtures';
import { E2E_CMS_URL } from './wordpress';

async function slideId(slug: string): Promise<number> {
  const answer = await fetch(`${E2E_CMS_URL}/wp-json/wp/v2/slide?slug=${slug}`);
  const [slide] = (await answer.json()) as { id: number }[];
  expect(slide?.id).toBeGreaterThan(0);
  return slide?.id ?? 0;
}

test('given one slide linked by id, then it shows whole, its title leading where the slide leads', async ({
  consentGiven: page,
}) => {
  const home = await slideId('consegna-a-domicilio');
  await page.goto(`/slides/${home}`);
  const heading = page.getByRole('heading', { level: 1, name: 'Te la portiamo a casa' });
  await expect(heading.getByRole('link')).toHaveAttribute('href', '/vantaggi');
  // The full text, where Home shows its excerpt.
  await expect(page.getByRole('main')).toContainText('Consegna gratuita da 80 €.');
  await expect(
    page.getByRole('img', { name: 'Furgone Sporta della consegna a domicilio' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('given a set of slides by id, then they show in the order asked, under one title', async ({
  consentGiven: page,
}) => {
  const [home, pickup] = await Promise.all([
    slideId('consegna-a-domicilio'),
    slideId('ritira-in-negozio'),
  ]);
  await page.goto(`/slides/${pickup},${home}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('In evidenza');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Ordina online, ritira in negozio',
    'Te la portiamo a casa',
  ]);
  await expectNoAxeViolations(page);
});

test('given a malformed address or no such slide, then /not-found', async ({
  consentGiven: page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(failedRequest(404, '/not-found'));
  for (const ids of ['abc', '1,2,3,4,5,6,7,8,9,10,11', '999999']) {
    await page.goto(`/slides/${ids}`);
    await expect(page, ids).toHaveURL(/\/not-found$/);
  }
});
