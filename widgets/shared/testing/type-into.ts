/**
 * Types into a field as a person does: the value through the prototype's setter (a value set
 * through React's tracker is ignored), then the input event React and preact both listen to.
 *
 * @example typeInto(street(), '1600 Penn')
 */
export function typeInto(
  field: HTMLInputElement,
  value: string,
  event: Event = new Event('input', { bubbles: true }),
): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(event);
}
