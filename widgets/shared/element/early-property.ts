/**
 * Properties a page or framework set on an element before its definition arrived (a framework
 * rendering the element, a page script that ran first). Set then, each is an own property of the
 * plain element and shadows the accessor the class defines: taken off and set again, it goes
 * through the accessor (the web.dev "lazy properties" pattern). Both element bases call this as
 * a connection starts: define-element for a React view's props, plain-element for its
 * `earlyProperties`.
 *
 * @example upgradeEarlyProperties(this, ['index']); // this.index = 3 from before now reaches the setter
 */
export function upgradeEarlyProperties(element: HTMLElement, names: readonly string[]): void {
  const own = element as unknown as Record<string, unknown>;
  for (const name of names) {
    if (Object.hasOwn(element, name)) {
      const value = own[name];
      delete own[name];
      own[name] = value;
    }
  }
}
