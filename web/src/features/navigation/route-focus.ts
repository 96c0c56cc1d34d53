/**
 * After a client-side route change the browser keeps the focus where it was (often on a link that no longer exists,
 * so on <body>): keyboard and screen-reader users would start again from the top of the document. The new page's
 * main heading takes it instead. Pure parts here; RouteFocus.tsx runs them.
 */

/** True when the route change is one the heading should announce: another path (a filter or sort keeps the focus). */
export function shouldMoveFocus(previousPath: string | null, path: string): boolean {
  return previousPath !== null && previousPath !== path;
}

/** True when the shopper is typing in a field of the new page: the focus stays there. */
export function isTypingIn(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName;
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (element as HTMLElement).isContentEditable === true
  );
}
