/**
 * Whether the scroll-to-top button would lie over something the shopper reads or presses
 * (issue 38 §6: it covered TOTALE, line totals and the footer's text). Loaded the first time the
 * button is due, so pages that are never scrolled never download it.
 */

/** What counts as content under the button: text, pictures and controls, not backgrounds. */
const CONTENT = 'a, button, input, select, textarea, label, img, svg, video, iframe';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A text of `element`'s own (not of its children) whose glyphs fall inside `box`. */
function ownTextIn(element: Element, box: DOMRect): boolean {
  const range = document.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) if (overlaps(line, box)) return true;
  }
  return false;
}

/** True when the button's box, over the page as laid out now, covers content. */
export function coversContent(holder: HTMLElement): boolean {
  const button = holder.querySelector('button');
  if (!button) return false;
  const box = button.getBoundingClientRect();
  const inset = 2;
  const points: [number, number][] = [
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  ];
  for (const [x, y] of points) {
    for (const element of document.elementsFromPoint(x, y)) {
      if (holder.contains(element)) continue;
      if (element.matches(CONTENT) || ownTextIn(element, box)) return true;
    }
  }
  return false;
}
