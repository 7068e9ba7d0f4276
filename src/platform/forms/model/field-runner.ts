import {
  FormDeveloperError,
  loadMessages,
  loadRuleLibraries,
  messagesLoaded,
  ruleLibrariesLoaded,
  runRules,
  type ValidateOptions,
} from '@/platform/forms/validation/model/validate';
import { type FieldValue, inputSettleMs } from './field-definition';
import type { FieldState } from './field-state';
import type { NormalizedField } from './normalize-fields';
import { mergeStageMessages, needsLaterStages, planStages } from './stage-plan';

export interface FieldRunnerDeps {
  readonly field: NormalizedField;
  read(): FieldState;
  /** The field's current value, read from the form's value store. */
  value(): FieldValue;
  write(patch: Partial<FieldState>): void;
  validateOptions(): ValidateOptions;
  /** Called when the field's value is committed, so dependants (confirm) can recheck. */
  onCommit(): void;
  /** A mistake in the field's rules found once their code was here (a regular expression that does not compile). */
  onDeclarationMistake(error: FormDeveloperError): void;
}

/** Drives one field's timing: the input settle delay, debounced stages and stale-run guards. */
export interface FieldRunner {
  /** A keystroke: the value is committed and validated once input pauses for 20 ms. */
  input(): void;
  /** Commits a pending keystroke now; debounced rules still wait. */
  commitPending(): void;
  /** Runs every rule now, skipping all waiting (submit, language switch). */
  flush(): void;
  /**
   * Validates the committed value again (creation, a sibling changed, a language switch);
   * `immediate` skips the debounces. A pending keystroke will validate by itself.
   */
  revalidate(immediate: boolean): void;
  /**
   * Runs every rule on the starting value synchronously. Used once at creation: the first
   * snapshot is then final, so a page hydrates with the state it keeps, and no validation result
   * arrives afterwards to re-render the whole form on a slow phone's main thread. A field whose
   * rules need code not loaded yet (a date rule, `matches`, the IBAN) is checked once it has
   * loaded instead.
   */
  settleNow(): void;
  dispose(): void;
}

export function createFieldRunner(deps: FieldRunnerDeps): FieldRunner {
  const { parsed } = deps.field;
  const stages = planStages(parsed);
  let inputTimer: ReturnType<typeof setTimeout> | undefined;
  let stageTimer: ReturnType<typeof setTimeout> | undefined;
  // Every new run invalidates the results of older ones still in flight.
  let run = 0;

  function cancel(): number {
    clearTimeout(inputTimer);
    clearTimeout(stageTimer);
    inputTimer = undefined;
    stageTimer = undefined;
    run += 1;
    return run;
  }

  /**
   * Loads what the field's rules need (the code of a date rule, of `matches`, of the IBAN check).
   * If that fails, the field keeps its last messages and settles, so a submit is not held up; its
   * next change tries again. A wrong argument found once the code is here is the declaration's
   * mistake, not the network's: the form hears of it, and the field never settles.
   */
  async function librariesReady(id: number): Promise<boolean> {
    // The messages in the form's language: until they can come (offline), the field speaks German.
    await loadMessages(deps.validateOptions().locale ?? 'de').catch(() => undefined);
    if (ruleLibrariesLoaded(parsed)) return true;
    try {
      await loadRuleLibraries(parsed, deps.field.definition.name);
      return true;
    } catch (error) {
      if (error instanceof FormDeveloperError) {
        deps.onDeclarationMistake(error);
        return false;
      }
      console.error(`[forms] the rules of "${deps.field.definition.name}" could not load`, error);
      if (id === run) deps.write({ settled: true });
      return false;
    }
  }

  async function runStage(stageIndex: number, id: number, immediate: boolean): Promise<void> {
    // Always asynchronous, loaded library or not, so every result arrives the same way.
    if (!(await librariesReady(id)) || id !== run) return;
    const value = deps.value();
    const end = immediate ? parsed.length : (stages[stageIndex]?.end ?? parsed.length);
    const fresh = runRules(value, parsed.slice(0, end), deps.validateOptions());
    const failures = mergeStageMessages(deps.read().failures, fresh, end, parsed, value);
    const next = immediate ? undefined : stages[stageIndex + 1];
    const waitMore = next !== undefined && needsLaterStages(fresh, end, parsed, value);
    deps.write({ failures, settled: !waitMore });
    if (waitMore) schedule(stageIndex + 1, id, next.delay);
  }

  function schedule(stageIndex: number, id: number, delay: number): void {
    if (delay === 0) {
      void runStage(stageIndex, id, false);
      return;
    }
    stageTimer = setTimeout(() => {
      stageTimer = undefined;
      void runStage(stageIndex, id, false);
    }, delay);
  }

  function start(immediate: boolean): void {
    const id = cancel();
    deps.write({ settled: false });
    if (immediate) {
      void runStage(0, id, true);
      return;
    }
    const first = stages[0];
    const worthWaiting = first !== undefined && (first.delay === 0 || needsLaterStages([], 0, parsed, deps.value()));
    if (!first || !worthWaiting) {
      void runStage(0, id, true);
      return;
    }
    schedule(0, id, first.delay);
  }

  function commit(immediate: boolean): void {
    deps.write({ dirty: true });
    start(immediate);
    deps.onCommit();
  }

  return {
    input() {
      cancel();
      deps.write({ settled: false });
      inputTimer = setTimeout(() => {
        inputTimer = undefined;
        commit(false);
      }, inputSettleMs);
    },
    commitPending() {
      if (inputTimer !== undefined) commit(false);
    },
    flush() {
      if (inputTimer !== undefined) commit(true);
      else if (stageTimer !== undefined) start(true);
    },
    revalidate(immediate) {
      if (inputTimer === undefined) start(immediate);
    },
    settleNow() {
      // A rule whose library, or whose language's messages, have yet to load is checked as soon as they have.
      if (!ruleLibrariesLoaded(parsed) || (parsed.length > 0 && !messagesLoaded(deps.validateOptions().locale ?? 'de'))) return start(true);
      cancel();
      deps.write({ failures: runRules(deps.value(), parsed, deps.validateOptions()), settled: true });
    },
    dispose() {
      cancel();
    },
  };
}
