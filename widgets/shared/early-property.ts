/**
 * A property a page set on an element before its definition arrived: it was stored as an own
 * property of the plain element, and now shadows the class's accessor. Returns it (undefined
 * when there was none) and removes the own property, so the caller can pass the value through
 * the accessor (the web.dev "lazy properties" pattern; define-element does it for every
 * React element's props).
 *
 * @example const early = takeEarlyProperty<number>(this, 'index'); if (early !== undefined) this.index = early;
 */
export function takeEarlyProperty<T>(element: HTMLElement, name: string): T | undefined {
  if (!Object.hasOwn(element, name)) return undefined;
  const own = element as unknown as Record<string, T>;
  const value = own[name];
  delete own[name];
  return value;
}
