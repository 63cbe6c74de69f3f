import { describe, expect, it, vi } from 'vitest';
import { controlAria, useFormControl } from './form-field';

// useFormControl holds no state of its own (decision 0067), so it is called here as a function.
describe('useFormControl', () => {
  it('a control without an error: its id and value, nothing invalid', () => {
    const control = useFormControl({ id: 'f-city', value: 'Oslo', own: 'Required' });
    expect(control.error).toBeUndefined();
    expect(control.props).toMatchObject({
      id: 'f-city',
      value: 'Oslo',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });

  it('the shown error: invalid, described by the error, then the hint', () => {
    const control = useFormControl({ id: 'f-phone', held: 'Invalid', hintId: 'f-phone-hint' });
    expect(control.error).toBe('Invalid');
    expect(control.errorId).toBe('f-phone-error');
    expect(control.aria).toEqual({
      id: 'f-phone',
      'aria-invalid': true,
      'aria-describedby': 'f-phone-error f-phone-hint',
    });
    expect(controlAria('f-phone', 'Invalid', 'f-phone-hint')).toEqual(control.aria);
  });

  it('a file input: its hint first, its own error id, another field’s error last', () => {
    const control = useFormControl({
      id: 'f-card',
      held: 'Too large',
      errorId: 'f-card-problem',
      hintId: 'f-card-hint',
      hintFirst: true,
      alsoDescribedBy: 'f-url-error',
    });
    expect(control.aria['aria-describedby']).toBe('f-card-hint f-card-problem f-url-error');
  });

  it('hands the form the new value and the blur', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    const control = useFormControl({ id: 'f', value: '', onChange, onBlur });
    control.props.onChange?.({ currentTarget: { value: 'a' } });
    control.props.onBlur?.();
    expect(onChange).toHaveBeenCalledWith('a');
    expect(onBlur).toHaveBeenCalledOnce();
  });
});
