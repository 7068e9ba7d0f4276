/**
 * After a failed submit, focus goes to the first invalid input in declaration order so keyboard
 * and screen-reader users land on the problem. Radio groups focus the chosen or first radio;
 * hidden inputs cannot take focus and are skipped.
 */
export function focusFirstInvalid(form: HTMLFormElement, names: readonly string[]): void {
  const named = [...form.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]')];
  for (const name of names) {
    const candidates = named.filter((element) => element.name === name && element.type !== 'hidden');
    const target = candidates.find((element) => element.checked) ?? candidates[0];
    if (target) {
      target.focus();
      return;
    }
  }
}
