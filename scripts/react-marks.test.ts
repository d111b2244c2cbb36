import { describe, expect, it } from 'vitest';
import { reactMarks, withReactMarks } from './react-marks.mjs';

const RENDERER = Symbol.for('astro:renderer');

/** Runs a module's code as the server would, answering what it exports. */
function evaluate(code: string): Record<string, unknown> {
  const body = code
    .replace(/^export default function (\w+)/gm, 'function $1')
    .replace(/^export (function|const) /gm, '$1 ');
  const names = [...code.matchAll(/^export (?:default )?(?:function|const) (\w+)/gm)].map(
    ([, name]) => name,
  );
  return new Function(`${body}\nreturn { ${names.join(', ')} };`)() as Record<string, unknown>;
}

describe('the React marks Astro reads instead of running its check render (issue 42)', () => {
  it('given a module exporting components, then each function component is marked as React’s', () => {
    const code = [
      'export function ProductCards() { return null; }',
      'export default function CartSlot() { return null; }',
      'export const CloseIcon = () => null;',
      'export const PAGE_SIZE = 24;',
      'export function productCard() { return {}; }',
    ].join('\n');
    const exported = evaluate(withReactMarks(code) ?? '');
    expect(Reflect.get(exported.ProductCards as object, RENDERER)).toBe('@astrojs/react');
    expect(Reflect.get(exported.CartSlot as object, RENDERER)).toBe('@astrojs/react');
    expect(Reflect.get(exported.CloseIcon as object, RENDERER)).toBe('@astrojs/react');
    // A helper in lower case is no component; a constant cannot carry a mark.
    expect(Reflect.get(exported.productCard as object, RENDERER)).toBeUndefined();
    expect(exported.PAGE_SIZE).toBe(24);
  });

  it('given a module without components, then it is left as it is', () => {
    expect(withReactMarks('export function productCard() {}')).toBeUndefined();
  });

  it('given the browser’s build or a file outside the shop, then nothing is added', () => {
    const transform = reactMarks.transform.bind({
      environment: { config: { consumer: 'client' } },
    } as never);
    const component = 'export function Card() { return null; }';
    expect(transform(component, '/work/src/features/Card.tsx', undefined)).toBeUndefined();
    const server = reactMarks.transform.bind({
      environment: { config: { consumer: 'server' } },
    } as never);
    expect(server(component, '/work/node_modules/x/Card.tsx', undefined)).toBeUndefined();
    expect(server(component, '/work/src/features/Card.test.tsx', undefined)).toBeUndefined();
    expect(server(component, '/work/ui-kit/src/card/Card.tsx', undefined)?.code).toContain(
      "Symbol.for('astro:renderer')",
    );
  });
});
