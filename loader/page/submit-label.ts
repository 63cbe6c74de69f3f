/**
 * Reads and writes a submit control's visible text: Drupal renders its form buttons as
 * `<input type="submit" value="…">`, themes often as `<button>`.
 *
 * @example setSubmitLabel(form.querySelector('[type=submit]'), 'Please wait')
 */
export type SubmitControl = HTMLButtonElement | HTMLInputElement;

export function findSubmit(form: HTMLFormElement): SubmitControl | null {
  return form.querySelector<SubmitControl>(
    'button[type="submit"], button:not([type]), input[type="submit"]',
  );
}

export function submitLabel(control: SubmitControl): string {
  return control instanceof HTMLInputElement ? control.value : (control.textContent ?? '');
}

export function setSubmitLabel(control: SubmitControl, label: string): void {
  if (control instanceof HTMLInputElement) control.value = label;
  else control.textContent = label;
}
