import type { DehydratedState } from '@tanstack/react-query';

/** The `<script type="application/json">` a server-rendered page carries its data in. */
export const SERVER_STATE_ELEMENT_ID = 'refocus-state';

/**
 * What the browser needs to pick a server-rendered page up where the server left it: the
 * answers the page was drawn from, and the route loaders' results.
 */
export interface ServerState {
  queries: DehydratedState;
  loaderData: Record<string, unknown>;
}

/**
 * JSON that is safe inside a `<script>` element: `<` is escaped, so no `</script>` or
 * `<!--` in a listing's text can end the element early. (A data block, not a script, so
 * the CSP that forbids inline scripts does not apply.)
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state the server put in the page, or null for a page the browser renders itself. */
export function readServerState(document: Document): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
