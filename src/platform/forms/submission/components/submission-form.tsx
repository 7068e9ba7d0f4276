import { type ComponentType, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { localeOf } from '@/i18n/locale';
import type { Namespace } from '@/i18n/resources';
import type { QueuedCopy } from '@/platform/outbox/components/queued-submission';
import type { OutboxReply, OutboxTarget } from '@/platform/outbox/model/outbox-entry';
import { EngineForm, type EngineFormProps } from '../../components/engine-form';
import type { FormValues } from '../../model/field-definition';
import { useFormModel } from '../../use-form-model';
import type { AnySubmissionDescriptor, SubmissionEndpoint, SubmissionRequest } from '../model/descriptor';
import { localDay, planSubmission } from '../model/descriptor';
import { loadMessages } from '../../validation/model/validate';
import { isHoneypotFilled, type SubmissionPhase } from '../model/submission-phase';
import { useSubmission } from '../use-submission';
import { HoneypotField } from './honeypot-field';
import { SubmissionFlow, SubmissionRefusal } from './submission-flow';

/** The step between the form and the sending, for a descriptor that confirms first. */
export interface ConfirmStepProps<Request> {
  /** What will be sent, word for word; undefined for a bot caught by the trap. */
  readonly request: Request | undefined;
  readonly phase: SubmissionPhase<unknown>;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
}

export interface SubmissionFormProps<Request extends SubmissionRequest, Shown> {
  readonly descriptor: AnySubmissionDescriptor<Request, Shown>;
  readonly headingOrder: 2 | 3;
  /** The confirmation, once the endpoint took the submission (now or later). */
  readonly renderSent: (shown: Shown, reply: OutboxReply | undefined) => ReactNode;
  readonly queuedCopy?: QueuedCopy;
  /** Shown above the form while it is filled in (its heading and intro); the confirmation takes its place too. */
  readonly before?: ReactNode;
  /** After the inputs, before the notices and the button (a consent's legal text). */
  readonly note?: ReactNode;
  readonly layout?: EngineFormProps['layout'];
  /** The form element's id, for a form its page names by it. */
  readonly id?: string;
  readonly className?: string;
  /** Values put in from outside (an address typed into a page's e-mail field): applied at first and whenever `request` changes. */
  readonly prefill?: { readonly values: FormValues; readonly request?: number };
  /** A focus or an input inside the form (the moment it counts as opened). */
  readonly onStart?: () => void;
  readonly onSent?: () => void;
  /** The step a `confirmFirst` descriptor shows before it sends. */
  readonly confirmStep?: ComponentType<ConfirmStepProps<Request>>;
}

type Text = (key: string, options?: Record<string, unknown>) => string;

/** Where the submission goes, for the outbox. */
function targetOf(endpoint: SubmissionEndpoint): OutboxTarget {
  return endpoint.target === 'crm' ? { kind: 'crm', url: env.crmFormUrl } : { kind: 'api', baseUrl: env.apiBaseUrl, path: endpoint.path, encoding: 'json' };
}

/**
 * Any form of the site from its descriptor: the engine's inputs, the bot trap, sending through
 * the outbox, the refusal, the post without script and the confirmation in the form's place.
 * Labels, hints and messages follow a language switch in place, and what was typed stays.
 */
export function SubmissionForm<Request extends SubmissionRequest, Shown>(props: SubmissionFormProps<Request, Shown>) {
  const { descriptor, before, confirmStep: ConfirmStep, onSent, onStart } = props;
  const { copy } = descriptor;
  const { t, i18n } = useTranslation(copy.namespace as Namespace);
  const locale = localeOf(i18n.language);
  // The section's texts by plain keys: which keys a section has is the descriptor's to know. A
  // text is looked up in the language of the moment (a message when it shows); `t` is new with
  // each language and each namespace that arrives, and so are the definitions' labels and hints.
  const text = useMemo<Text>(() => {
    const lookUp = i18n.getFixedT(null, copy.namespace as Namespace) as unknown as Text;
    return (key, options) => lookUp(`${copy.section}.${key}`, { ...copy.values, ...options });
  }, [i18n, copy]);
  const [today] = useState(() => localDay(new Date()));
  const texts = useMemo(
    () => ({
      fields: (t as unknown as Text)(`${copy.section}.fields`, { returnObjects: true, ...copy.values }) as unknown,
      message: (key: string) => text(`messages.${key}`),
    }),
    [t, text, copy],
  );
  const fields = useMemo(() => descriptor.fields(texts), [descriptor, texts]);
  const [initial] = useState(() => ({ ...descriptor.initialValues?.(), ...props.prefill?.values }));
  const [crossFieldRules] = useState(() => descriptor.crossFieldRules?.(texts, today));
  const form = useFormModel(fields, { locale, values: initial, crossFieldRules });
  const { endpoint } = descriptor;
  const target = targetOf(endpoint);
  // A form that confirms first keeps the trap's content of the step before, whose input is gone by then.
  const trap = useRef<string>(undefined);
  const submission = useSubmission<Shown>((values, honeypot) =>
    planSubmission(descriptor, values, { locale, today, honeypot: trap.current ?? honeypot }, target),
  );
  const [pending, setPending] = useState<{ values: FormValues; request: Request | undefined }>();
  const navigate = useNavigate();
  const { search } = useLocation();

  // The rule messages of a language the visitor switches to start loading with its copy, so they
  // are mostly here when the form reads in it.
  useEffect(() => {
    const preload = (language: string) => void loadMessages(localeOf(language)).catch(() => undefined);
    i18n.on('languageChanging', preload);
    return () => i18n.off('languageChanging', preload);
  }, [i18n]);

  const prefillRequest = props.prefill?.request;
  const applied = useRef(prefillRequest);
  useEffect(() => {
    if (applied.current === prefillRequest) return;
    applied.current = prefillRequest;
    for (const [name, value] of Object.entries(props.prefill?.values ?? {})) if (value !== '') form.setValue(name, value);
  }, [form, prefillRequest, props.prefill]);

  async function send(values: FormValues) {
    const phase = await submission.send(values);
    if (phase.kind !== 'sent') return;
    onSent?.();
    if (descriptor.thanksPage) await navigate({ pathname: descriptor.thanksPage, search });
  }

  function toConfirmation(values: FormValues) {
    const honeypot = (trap.current = submission.honeypot.current?.value ?? '');
    const request = descriptor.request(values, { locale, today, honeypot });
    // A bot goes on to a confirmation of nothing, which sends nothing.
    if (isHoneypotFilled(honeypot)) setPending({ values, request: undefined });
    else if (request) setPending({ values, request });
  }

  function back() {
    submission.hideRefusal();
    trap.current = undefined;
    setPending(undefined);
  }

  // Without script the browser posts the form as it is to the endpoint, which answers with its own
  // page: the language it was read in and what the page adds go with it as hidden inputs.
  const native = !descriptor.confirmFirst;
  const hidden = native ? { ...(endpoint.target === 'api' ? { locale } : {}), ...descriptor.fixed } : {};
  return (
    <SubmissionFlow
      phase={submission.phase}
      headingOrder={props.headingOrder}
      onSubmitStart={submission.hideRefusal}
      queuedCopy={props.queuedCopy}
      renderSent={props.renderSent}
    >
      <div className={props.className} onFocus={onStart} onInput={onStart}>
        {pending && ConfirmStep ? (
          <ConfirmStep request={pending.request} phase={submission.phase} onConfirm={() => void send(pending.values)} onBack={back} />
        ) : (
          <>
            {before}
            <EngineForm
              form={form}
              id={props.id}
              onSubmit={ConfirmStep ? toConfirmation : send}
              submitLabel={text('submit')}
              aria-label={text('label')}
              method="post"
              {...(native ? { action: target.kind === 'crm' ? target.url : target.baseUrl + target.path, encType: 'multipart/form-data' } : {})}
              layout={props.layout}
            >
              {props.note}
              {Object.entries(hidden).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <HoneypotField inputRef={submission.honeypot} label={text('honeypot')} />
              {ConfirmStep ? null : <SubmissionRefusal phase={submission.phase} message={text('error')} reason={(reason) => text('errorReason', { reason })} />}
            </EngineForm>
          </>
        )}
      </div>
    </SubmissionFlow>
  );
}
