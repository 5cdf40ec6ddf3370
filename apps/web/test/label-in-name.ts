/** The words a control shows: its text without what only screen readers get or nobody does. */
function shownText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? '';
    else if (
      node instanceof Element &&
      !node.classList.contains('sr-only') &&
      node.getAttribute('aria-hidden') !== 'true'
    ) {
      text += shownText(node);
    }
  }
  return text;
}

/** The words a control is announced by: its aria-label, else its text without what is aria-hidden. */
function spokenName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label !== null) return label;
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') text += spokenName(node);
  }
  return text;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * WCAG 2.5.3 (issue 42 item 15): every button and link that shows words is announced starting
 * with them, so "click Mark completed" works by voice. Answers the ones that are not.
 */
export function labelsNotStartingWithText(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll('a[href], button')].flatMap((element) => {
    const shown = squash(shownText(element));
    const spoken = squash(spokenName(element));
    return shown && !spoken.startsWith(shown) ? [`"${shown}" is announced as "${spoken}"`] : [];
  });
}
