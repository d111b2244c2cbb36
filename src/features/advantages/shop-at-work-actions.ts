/**
 * The store action of the workplace form (spec: account §1 "a workplace shopping subscription",
 * §7 shopatwork/subscribe), through the browser's EBSN core. Loaded with the shopper's first
 * submit, so the page's JavaScript carries no SDK call until then.
 */
import { t } from '@sporta/i18n';
import { registrationArea } from '@sporta/sdk';
import { attempt, type Outcome } from '../../platform/results/outcome';
import { ebsnCore } from '../../shell/hydration/ebsn';

/**
 * Subscribes with the company's code: the shop's texts of the answer (its infos, else our
 * 'Iscrizione completata.'), or its refusal's text for the field. Shown in place, not as toasts.
 */
export function subscribeAtWork(code: string): Promise<Outcome<string[]>> {
  return attempt(async () => {
    let infos: string[] = [];
    await registrationArea(ebsnCore()).subscribeShopAtWork(code.trim(), {
      toasts: false,
      onEnvelope: (envelope) => {
        infos = envelope.response.infos;
      },
    });
    return infos.length > 0 ? infos : [t('advantages.work.done')];
  });
}
