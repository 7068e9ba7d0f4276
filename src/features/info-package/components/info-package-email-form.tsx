import { Button } from '@/ui/kit/buttons';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { paths } from '@/config/routes';
import { replayOnLiveNeeding } from '@/ui/replay-on-live';
import { infoPackageCode, preloadInfoPackageModal } from '../load-info-package-modal';
import { useOpenInfoPackage } from '../use-info-package-modal';
import classes from './info-package-email-form.module.css';

/** Translated by the page, whose copy is loaded with it (the modal's copy is not, yet). */
export interface InfoPackageEmailCopy {
  readonly label: string;
  readonly submit: string;
  readonly required: string;
  readonly invalid: string;
}

export interface InfoPackageEmailFormProps {
  readonly copy: InfoPackageEmailCopy;
  readonly 'aria-labelledby'?: string;
}

/**
 * A page's e-mail field: submitting it opens the info package modal
 * with the address filled in. Without script the browser checks the field itself and the form
 * leads to the order page; the input has no name, so the address never lands in a URL. A submit
 * before the page is live is held and replayed once it is, so the modal opens with the address.
 */
export function InfoPackageEmailForm({ copy, 'aria-labelledby': labelledBy }: InfoPackageEmailFormProps) {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const open = useOpenInfoPackage();

  // Once hydrated, the message under the field replaces the browser's own bubble.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = input.current;
    if (!field) return;
    if (!field.checkValidity()) {
      setError(field.validity.valueMissing ? copy.required : copy.invalid);
      field.focus();
      return;
    }
    setError(undefined);
    open(field.value);
  }

  return (
    <form ref={form} action={paths.infopaket} method="get" onSubmit={handleSubmit} aria-labelledby={labelledBy} {...replayOnLiveNeeding(infoPackageCode)}>
      <div className={classes.row}>
        <label htmlFor={inputId} className={classes.label}>
          {copy.label}
          <span className={classes.required} aria-hidden="true">
            *
          </span>
        </label>
        <input
          ref={input}
          id={inputId}
          className={classes.input}
          type="email"
          required
          maxLength={200}
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => setError(undefined)}
          onFocus={preloadInfoPackageModal}
        />
        {error ? (
          <p id={errorId} className={classes.error}>
            {error}
          </p>
        ) : null}
        <Button type="submit" className={classes.submit} onPointerEnter={preloadInfoPackageModal}>
          {copy.submit}
        </Button>
      </div>
    </form>
  );
}
