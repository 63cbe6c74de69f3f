/** A form control a person types into or picks from. */
export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The prototype whose value setter React's value tracker does not intercept. */
function prototypeOf(field: FormControl): FormControl {
  if (field instanceof HTMLSelectElement) return HTMLSelectElement.prototype;
  if (field instanceof HTMLTextAreaElement) return HTMLTextAreaElement.prototype;
  return HTMLInputElement.prototype;
}

/**
 * Types into a field as a person does: the value through the prototype's setter (a value set
 * through React's tracker is ignored), then the event React and preact both listen to — input
 * for a text field, change for a select.
 *
 * @example typeInto(street(), '1600 Penn')
 */
export function typeInto(
  field: FormControl,
  value: string,
  event: Event = new Event(field instanceof HTMLSelectElement ? 'change' : 'input', {
    bubbles: true,
  }),
): void {
  Object.getOwnPropertyDescriptor(prototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(event);
}
