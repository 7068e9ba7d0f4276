/**
 * Form inputs of the site's own light kit: native elements with their label, advice and error
 * wired up for screen readers (`aria-describedby`, `aria-invalid`). Values and handlers come from
 * the caller; nothing here holds state.
 */
import { type ChangeEvent, type ComponentPropsWithRef, createContext, type ReactNode, useContext, useId } from 'react';
import classes from './inputs.module.css';
import { cx } from './shorthands';

interface WrapperProps {
  label?: ReactNode;
  /** Advice below the input, read with it. */
  description?: ReactNode;
  /** What is wrong; marks the input invalid. */
  error?: ReactNode;
}

/** The ids of the advice and error lines that exist, for `aria-describedby`. */
function describedBy(id: string, { description, error }: WrapperProps, extra?: string): string | undefined {
  const ids = [description ? `${id}-description` : undefined, error ? `${id}-error` : undefined, extra].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Messages({ id, description, error }: { id: string } & WrapperProps) {
  return (
    <>
      {description ? (
        <div className={classes.description} id={`${id}-description`}>
          {description}
        </div>
      ) : null}
      {error ? (
        <div className={classes.error} id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </>
  );
}

function Required({ shown }: { shown: boolean | undefined }) {
  return shown ? (
    <span className={classes.required} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

/** A label that names its control, with the required marker screen readers get from `required`. */
function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required: boolean | undefined }) {
  return (
    <label className={classes.label} htmlFor={id}>
      {label}
      <Required shown={required} />
    </label>
  );
}

/**
 * The frame every one-line control shares: label above, advice and error below. It hands the
 * control its id and the attributes that tie it to those lines.
 */
function LabelledField({
  label,
  description,
  error,
  id: givenId,
  className,
  required,
  children,
}: WrapperProps & {
  id: string | undefined;
  className: string | undefined;
  required: boolean | undefined;
  children: (control: {
    id: string;
    required: boolean | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
    'data-error': true | undefined;
  }) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className={cx(classes.field, className)}>
      {label ? <FieldLabel id={id} label={label} required={required} /> : null}
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(id, { description, error }),
        'data-error': error ? true : undefined,
      })}
      <Messages id={id} description={description} error={error} />
    </div>
  );
}

type TextInputProps = WrapperProps & Omit<ComponentPropsWithRef<'input'>, 'children'>;

/** A one-line text input (text, e-mail, phone) with its label above and its messages below. */
export function TextInput({ label, description, error, id, className, required, ...input }: TextInputProps) {
  return (
    <LabelledField label={label} description={description} error={error} id={id} className={className} required={required}>
      {(control) => <input className={classes.input} {...control} {...input} />}
    </LabelledField>
  );
}

type TextareaProps = WrapperProps & Omit<ComponentPropsWithRef<'textarea'>, 'children'>;

/** A text area that the visitor can make taller. */
export function Textarea({ label, description, error, id, className, required, ...input }: TextareaProps) {
  return (
    <LabelledField label={label} description={description} error={error} id={id} className={className} required={required}>
      {(control) => <textarea className={cx(classes.input, classes.textarea)} {...control} {...input} />}
    </LabelledField>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = WrapperProps & Omit<ComponentPropsWithRef<'select'>, 'children'> & { data: readonly SelectOption[] };

/** The browser's own select, in the look of the text inputs. */
export function NativeSelect({ label, description, error, id, className, required, data, ...select }: NativeSelectProps) {
  return (
    <LabelledField label={label} description={description} error={error} id={id} className={className} required={required}>
      {(control) => (
        <select className={cx(classes.input, classes.select)} {...control} {...select}>
          {data.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

type ChoiceProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> & { label: ReactNode; description?: ReactNode; error?: ReactNode };

/** A checkbox or radio with its label beside it; the whole row is the target. */
function Choice({ type, label, description, error, id: givenId, className, ...input }: ChoiceProps & { type: 'checkbox' | 'radio' }) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className={cx(classes.choice, className)}>
      {/* The label wraps the input, so the whole row (at least 44 px high) is the target. */}
      <label className={classes.choiceRow}>
        <input
          {...input}
          className={classes.choiceInput}
          type={type}
          id={id}
          aria-describedby={describedBy(id, { description, error }, input['aria-describedby'])}
          data-error={error ? true : undefined}
        />
        <span className={classes.choiceLabel}>{label}</span>
      </label>
      <div className={classes.choiceMessages}>
        <Messages id={id} description={description} error={error} />
      </div>
    </div>
  );
}

/** One checkbox with its label; its value is `checked`. */
export function Checkbox(props: ChoiceProps) {
  const group = useContext(CheckboxGroupContext);
  if (!group) return <Choice type="checkbox" {...props} />;
  const value = String(props.value);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const others = group.value.filter((item) => item !== value);
    group.onChange(event.currentTarget.checked ? [...others, value] : others);
  };
  return <Choice type="checkbox" {...props} checked={group.value.includes(value)} onChange={onChange} aria-describedby={group.describedBy} />;
}

/** One radio of a `RadioGroup`. */
export function Radio(props: ChoiceProps) {
  const group = useContext(RadioGroupContext);
  if (!group) return <Choice type="radio" {...props} />;
  const value = String(props.value);
  return (
    <Choice
      type="radio"
      name={group.name}
      {...props}
      checked={group.value === value}
      onChange={() => group.onChange(value)}
      aria-describedby={group.describedBy}
    />
  );
}

const CheckboxGroupContext = createContext<{ value: readonly string[]; onChange: (value: string[]) => void; describedBy?: string } | undefined>(undefined);
const RadioGroupContext = createContext<{ value: string; onChange: (value: string) => void; name?: string; describedBy?: string } | undefined>(undefined);

/** The question a group of choices answers, with the required marker. */
function FieldLegend({ label, required }: { label: ReactNode; required: boolean | undefined }) {
  return (
    <legend className={classes.label}>
      {label}
      <Required shown={required} />
    </legend>
  );
}

interface GroupProps extends WrapperProps {
  children: ReactNode;
  required?: boolean;
  className?: string;
}

/** Checkboxes that together answer one question: a fieldset named by its legend. */
export function CheckboxGroup({
  label,
  description,
  error,
  required,
  className,
  children,
  value,
  onChange,
}: GroupProps & { value: readonly string[]; onChange: (value: string[]) => void }) {
  const id = useId();
  const describedByIds = describedBy(id, { description, error });
  return (
    <fieldset className={cx(classes.group, className)} aria-describedby={describedByIds} aria-invalid={error ? true : undefined}>
      {label ? <FieldLegend label={label} required={required} /> : null}
      <CheckboxGroupContext.Provider value={{ value, onChange, describedBy: error ? `${id}-error` : undefined }}>{children}</CheckboxGroupContext.Provider>
      <Messages id={id} description={description} error={error} />
    </fieldset>
  );
}

/** Radios that answer one question: a radio group named by its legend. */
export function RadioGroup({
  label,
  description,
  error,
  required,
  className,
  children,
  value,
  onChange,
  name,
}: GroupProps & { value: string; onChange: (value: string) => void; name?: string }) {
  const id = useId();
  return (
    <fieldset
      role="radiogroup"
      className={cx(classes.group, className)}
      aria-describedby={describedBy(id, { description, error })}
      aria-required={required || undefined}
    >
      {label ? <FieldLegend label={label} required={required} /> : null}
      <RadioGroupContext.Provider value={{ value, onChange, name, describedBy: error ? `${id}-error` : undefined }}>{children}</RadioGroupContext.Provider>
      <Messages id={id} description={description} error={error} />
    </fieldset>
  );
}

/** A fieldset without a look of its own: it groups inputs so they can be switched off together. */
export function Fieldset({ className, ...rest }: ComponentPropsWithRef<'fieldset'>) {
  return <fieldset className={cx(classes.plainFieldset, className)} {...rest} />;
}
