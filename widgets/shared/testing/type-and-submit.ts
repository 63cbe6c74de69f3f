import { expect, vi } from 'vitest';
import { appears } from './appears';
import { typeInto } from './type-into';

/**
 * A person filling one field of a form and submitting it: waits for the field, types the value,
 * waits until the render shows it (a controlled field re-renders its value), then submits the
 * field's form. Answers the field, for what the test checks next.
 *
 * @example await typeAndSubmit(() => document.querySelector('dialog input[name="postal"]'), '10001');
 */
export async function typeAndSubmit(
  find: () => HTMLInputElement | null,
  value: string,
): Promise<HTMLInputElement> {
  const field = await appears(find);
  typeInto(field, value);
  await vi.waitFor(() => expect(find()?.value).toBe(value));
  field.form?.requestSubmit();
  return field;
}
