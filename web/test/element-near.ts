/**
 * The element around (or inside) one the test found, by CSS selector; throws with the selector when there is
 * none, so a test reads `around(cell, 'tr')` instead of a cast that would fail later with a vaguer error.
 */
export function around(element: Element, selector: string): HTMLElement {
  const found = element.closest(selector);
  if (!(found instanceof HTMLElement)) throw new Error(`nothing matching ${selector} around the element`);
  return found;
}

export function inside<T extends Element = HTMLElement>(element: Element, selector: string, kind: new () => T): T {
  const found = element.querySelector(selector);
  if (!(found instanceof kind)) throw new Error(`no ${selector} inside the element`);
  return found;
}
