/** The provider-state table of README.md, generated from provider-states.ts: `npx node contracts/states-table.ts`. */
import { fileURLToPath } from 'node:url';
import { PROVIDER_STATES, type ProviderState } from './provider-states.ts';

const cell = (text: string) => text.replaceAll('|', '\\|');

export function statesTable(): string {
  const rows = Object.entries(PROVIDER_STATES).map(([name, state]: [string, ProviderState]) => {
    const params = Object.entries(state.params ?? {})
      .map(([key, meaning]) => `\`${key}\`: ${meaning}`)
      .join('; ');
    return `| ${cell(name)} | ${cell(state.setup)} | ${cell(params || '—')} |`;
  });
  return [
    '| State | What the provider must set up | Params |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(statesTable());
