/** What the chunk-deadline tests share: the shell's one late notice, as Shell.astro renders it. */
import { SHARED_LATE_ID } from './chunk-deadline';

export const LATE = 'Una parte della pagina non è arrivata';

/** The shell's one notice, for the islands without texts of their own. */
export function sharedNotice(): void {
  const notice = document.createElement('div');
  notice.id = SHARED_LATE_ID;
  notice.hidden = true;
  notice.innerHTML = `<p>${LATE}</p><button type="button">Ricarica la pagina</button>`;
  document.body.append(notice);
}
