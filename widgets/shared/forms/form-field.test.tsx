// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { flushRenderer } from '../../../tests/helpers/flush-render';
import { controlAria, FormField } from './form-field';

const control = () => document.querySelector('input')!;
/** What a screen reader reads after the control's name: its described-by texts, in order. */
const description = () =>
  (control().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

function Field(props: { error?: string; hint?: string }) {
  return (
    <FormField block="rove-test" modifier="postal" id="f-postal" label="ZIP code" {...props}>
      <input {...controlAria('f-postal', props.error, props.hint ? 'f-postal-hint' : undefined)} />
    </FormField>
  );
}

describe('FormField and controlAria', () => {
  const { show } = flushRenderer();

  it('names the control by its label and is valid and undescribed without an error or hint', () => {
    show(<Field />);
    expect(document.querySelector('label')?.control).toBe(control());
    expect(control().hasAttribute('aria-invalid')).toBe(false);
    expect(control().hasAttribute('aria-describedby')).toBe(false);
    expect(document.querySelector('label')?.parentElement?.className).toBe(
      'rove-test__field rove-test__field--postal',
    );
  });

  it('marks the control invalid and describes it by its error, then its hint', () => {
    show(<Field error="Invalid Zip Code" hint="Five digits" />);
    expect(control().getAttribute('aria-invalid')).toBe('true');
    expect(description()).toEqual(['Invalid Zip Code', 'Five digits']);
    expect(document.querySelector('.rove-test__error')?.textContent).toBe('Invalid Zip Code');
    expect(document.querySelector('.rove-test__hint')?.textContent).toBe('Five digits');
  });

  it('drops the error from the description once it is fixed, keeping the hint', () => {
    show(<Field error="Required" hint="Five digits" />);
    show(<Field hint="Five digits" />);
    expect(control().hasAttribute('aria-invalid')).toBe(false);
    expect(description()).toEqual(['Five digits']);
    expect(document.querySelector('.rove-test__error')).toBeNull();
  });
});
