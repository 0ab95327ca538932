/**
 * An icon a script draws after the page loaded (in a button it adds), as Icon.astro draws it on
 * the server: one of the store's paths (icons.ts) on the 24 × 24 grid, decorative (the button's
 * own label names it).
 */
const SVG = 'http://www.w3.org/2000/svg';

export function iconElement(path: string, size: number): SVGSVGElement {
  const icon = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({
    width: String(size),
    height: String(size),
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
  })) {
    icon.setAttribute(name, value);
  }
  const drawing = document.createElementNS(SVG, 'path');
  drawing.setAttribute('d', path);
  icon.appendChild(drawing);
  return icon;
}
