import { Button } from '@/ui/kit/buttons';
import { Fieldset } from '@/ui/kit/inputs';
import { Stack } from '@/ui/kit/layout';
import { Text, VisuallyHidden } from '@/ui/kit/typography';
import { replayOnLive } from '@/ui/replay-on-live';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import type { FormModel, SubmitHandler } from '../model/form-model';
import { takeEarlyInput } from '@/config/hand-off';
import { useFormSnapshot } from '../use-form-model';
import { focusFirstInvalid } from './focus-first-invalid';
import { FormField } from './form-field';
import { inputOptions, useMantineForm } from './use-mantine-form';

export interface EngineFormProps {
  readonly form: FormModel;
  /** Translated by the caller. */
  readonly submitLabel: ReactNode;
  /** Without a handler the browser submits the form to `action`. */
  readonly onSubmit?: SubmitHandler;
  readonly onSubmitFailed?: (error: unknown) => void;
  readonly id?: string;
  readonly action?: string;
  readonly method?: 'get' | 'post';
  readonly encType?: string;
  /** The form's name: it names the form landmark and is the legend of its controls. */
  readonly 'aria-label'?: string;
  /** Rendered after the inputs and before the notices and the button (legal copy, say). */
  readonly children?: ReactNode;
  /**
   * Places the inputs, for a form that groups them (a fieldset with its legend): `input(name)`
   * renders one. Without it the inputs follow one another in definition order.
   */
  readonly layout?: (input: (name: string) => ReactNode) => ReactNode;
}

/**
 * Renders a form model with the kit's inputs. `@mantine/form` holds the values (their only copy,
 * which the model reads) and the mirrored errors, and hands out the input props; the model's
 * snapshot supplies labels, advice and form state.
 * Nothing here decides validity, visibility or submission: the model does.
 */
export function EngineForm({ form, submitLabel, onSubmit, onSubmitFailed, id, children, layout, 'aria-label': label, ...formProps }: EngineFormProps) {
  const snapshot = useFormSnapshot(form);
  const inputs = useMantineForm(form);
  const generatedId = useId();
  const formId = id ?? `form${generatedId.replace(/:/g, '')}`;
  const element = useRef<HTMLFormElement>(null);
  const legendId = `${formId}-legend`;

  // Prerendered HTML keeps native validation for visitors without script; once hydrated the
  // engine validates, so the browser's own bubbles are switched off. What the visitor typed
  // before the form was live goes into the model now, so hydration loses none of it (and a submit
  // made before, held by the pre-paint runtime, is replayed after this).
  useEffect(() => {
    if (element.current) element.current.noValidate = true;
    const early = takeEarlyInput(formId);
    const known = form.getSnapshot().fields;
    for (const [name, value] of Object.entries(early?.values ?? {})) if (known[name]) form.setValue(name, value);
  }, [form, formId]);

  function input(name: string): ReactNode {
    const field = snapshot.fields[name];
    return field ? <FormField key={name} field={field} id={`${formId}-${name}`} input={inputs.getInputProps(name, inputOptions(field))} /> : null;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const result = await form.submit(onSubmit);
    if (result.status === 'native') target.submit();
    else if (result.status === 'invalid') focusFirstInvalid(target, result.invalid);
    else if (result.status === 'failed') (onSubmitFailed ?? console.error)(result.error);
  }

  return (
    <form
      ref={element}
      id={formId}
      onSubmit={handleSubmit}
      aria-busy={snapshot.loading || undefined}
      aria-labelledby={label ? legendId : undefined}
      {...replayOnLive}
      {...formProps}
    >
      {/* The fieldset disables every control while the form is busy; as a group of controls it
          needs a legend (WCAG H71). The legend also names the form, so both say the same. */}
      <Fieldset disabled={snapshot.disabled}>
        {label ? (
          <VisuallyHidden component="legend" id={legendId}>
            {label}
          </VisuallyHidden>
        ) : null}
        <Stack gap="md">
          {layout ? layout(input) : snapshot.names.map(input)}
          {children}
          {snapshot.formErrors.length > 0 ? (
            <Text role="alert" c="error" fw={600}>
              {snapshot.formErrors.join(' ')}
            </Text>
          ) : null}
          {snapshot.incompleteMessage ? (
            <Text role="alert" c="error" fw={600}>
              {snapshot.incompleteMessage}
            </Text>
          ) : null}
          <Button type="submit" loading={snapshot.loading} size="lg">
            {submitLabel}
          </Button>
        </Stack>
      </Fieldset>
    </form>
  );
}
