import type { FormValues } from './field-definition';
import type { FormModel, SubmitHandler, SubmitResult } from './form-model';

interface SubmitStatus {
  loading: boolean;
  submitted: boolean;
  incomplete: boolean;
}

export interface SubmitDeps {
  readonly model: FormModel;
  readonly status: SubmitStatus;
  readonly handler: SubmitHandler | undefined;
  readonly names: readonly string[];
  /** Marks every input submitted (so its messages show) and runs pending validation now. */
  markSubmitted(): void;
  blocking(name: string): boolean;
  values(): FormValues;
  emit(): void;
}

const inFlight = new WeakSet<FormModel>();

/**
 * On submit: wait until every input has settled, mark all submitted, then either show the
 * incomplete notice, hand the values to the handler (disabled and loading while it runs), or
 * tell the caller to submit natively when there is no handler.
 */
export async function submitForm(deps: SubmitDeps): Promise<SubmitResult> {
  const { model, status } = deps;
  if (inFlight.has(model)) return { status: 'busy' };
  inFlight.add(model);
  try {
    status.submitted = true;
    deps.markSubmitted();
    await model.whenSettled();
    const invalid = deps.names.filter(deps.blocking);
    status.incomplete = invalid.length > 0;
    if (invalid.length > 0) {
      deps.emit();
      return { status: 'invalid', invalid };
    }
    if (!deps.handler) {
      deps.emit();
      return { status: 'native' };
    }
    status.loading = true;
    deps.emit();
    try {
      await deps.handler(deps.values(), model);
      return { status: 'submitted' };
    } catch (error) {
      return { status: 'failed', error };
    } finally {
      status.loading = false;
      deps.emit();
    }
  } finally {
    inFlight.delete(model);
  }
}
