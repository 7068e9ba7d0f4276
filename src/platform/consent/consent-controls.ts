import { fullConsent, noConsent, optionalCategories, type ConsentChoice, type ConsentState } from './model/consent-record';
import { currentChoice, readConsentState, saveConsent } from './consent-state';

/**
 * The consent dialog's behaviour, in plain DOM: the before-paint script installs it, so the
 * prerendered dialog answers a tap at once, long before the app has started. React only renders
 * the dialog's markup and copy. `<html data-consent-dialog="open">` shows it, and
 * `data-consent="decided"` tells that a decision exists (the close button shows only then).
 */

export const consentDialogId = 'consent-dialog';
type Layer = 'first' | 'settings';
type Action = 'accept-all' | 'necessary-only' | 'settings' | 'save' | 'open' | 'close';

let opener: HTMLElement | null = null;

const dialogOf = (doc: Document) => doc.getElementById(consentDialogId);

function focusLayer(doc: Document, layer: Layer): void {
  dialogOf(doc)?.querySelector<HTMLElement>(`[data-consent-focus="${layer}"]`)?.focus();
}

function showLayer(doc: Document, layer: Layer): void {
  const dialog = dialogOf(doc);
  if (!dialog) return;
  dialog.dataset.layer = layer;
  if (layer === 'settings') {
    // The boxes show what is in force now; nothing is ticked in advance for a first decision.
    const choice = currentChoice();
    for (const category of optionalCategories) {
      const box = dialog.querySelector<HTMLInputElement>(`input[data-consent-category="${category}"]`);
      if (box) box.checked = choice[category];
    }
  }
  focusLayer(doc, layer);
}

/** Marks the stored state on <html> before paint: CSS shows the dialog to a visitor who has not decided. */
export function markConsentState(doc: Document, state: ConsentState): void {
  const root = doc.documentElement;
  root.dataset.consent = state.kind;
  if (state.kind === 'ask') root.dataset.consentDialog = 'open';
}

export function openConsentDialog(doc: Document, from: HTMLElement | null = null): void {
  opener = from;
  doc.documentElement.dataset.consentDialog = 'open';
  showLayer(doc, 'first');
}

export function closeConsentDialog(doc: Document): void {
  delete doc.documentElement.dataset.consentDialog;
  const dialog = dialogOf(doc);
  if (dialog) dialog.dataset.layer = 'first';
  // Back where the visitor was: the footer entry that opened it, else the page's main content.
  const target = opener?.isConnected ? opener : doc.getElementById('main');
  opener = null;
  target?.focus({ preventScroll: target !== doc.getElementById('main') });
}

function decide(doc: Document, choice: ConsentChoice): void {
  saveConsent(choice);
  doc.documentElement.dataset.consent = 'decided';
  closeConsentDialog(doc);
}

function chosenInSettings(doc: Document): ConsentChoice {
  const dialog = dialogOf(doc);
  const ticked = (category: string) => dialog?.querySelector<HTMLInputElement>(`input[data-consent-category="${category}"]`)?.checked === true;
  return { statistics: ticked('statistics'), marketing: ticked('marketing') };
}

function run(doc: Document, action: Action, from: HTMLElement): void {
  switch (action) {
    case 'accept-all':
      return decide(doc, fullConsent);
    case 'necessary-only':
      return decide(doc, noConsent);
    case 'save':
      return decide(doc, chosenInSettings(doc));
    case 'settings':
      return showLayer(doc, 'settings');
    case 'open':
      return openConsentDialog(doc, from);
    case 'close':
      if (readConsentState().kind === 'decided') closeConsentDialog(doc);
      return;
  }
}

const actions: readonly string[] = ['accept-all', 'necessary-only', 'settings', 'save', 'open', 'close'];
const isAction = (value: string | undefined): value is Action => value !== undefined && actions.includes(value);

/**
 * The control a click meant, if it is one of the consent controls: a button inside the dialog, or
 * the footer entry that opens it. Markup elsewhere (an FAQ answer, an article) cannot decide
 * anything, whatever attributes it carries.
 */
function consentControlOf(doc: Document, target: EventTarget | null): { button: HTMLElement; action: Action } | undefined {
  const button = (target as Element | null)?.closest?.<HTMLElement>('[data-consent-action]');
  const action = button?.dataset.consentAction;
  if (!button || !isAction(action)) return undefined;
  const inDialog = dialogOf(doc)?.contains(button) === true;
  const footerEntry = action === 'open' && button.tagName === 'BUTTON' && button.closest('footer') !== null;
  return inDialog || footerEntry ? { button, action } : undefined;
}

/**
 * Listens on the document, so buttons rendered later (after a language switch, on the next page)
 * work without being wired one by one. Once the page has painted, focus moves into an open dialog,
 * so keyboard and screen-reader users meet the question first. Not earlier: focusing makes the
 * browser lay out the whole page on the spot, and on a slow phone that layout right after parsing
 * is a long task of its own, in addition to the one the first paint does anyway.
 */
export function installConsentControls(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const control = consentControlOf(doc, event.target);
    if (!control) return;
    event.preventDefault();
    run(doc, control.action, control.button);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || doc.documentElement.dataset.consentDialog !== 'open') return;
    if (readConsentState().kind === 'decided') closeConsentDialog(doc);
  });
  const focusIfOpen = () => {
    if (doc.documentElement.dataset.consentDialog === 'open' && (doc.activeElement === null || doc.activeElement === doc.body)) {
      focusLayer(doc, 'first');
    }
  };
  // The frame's callback runs before its paint; the task it queues, after.
  const focusAfterPaint = () => requestAnimationFrame(() => setTimeout(focusIfOpen, 0));
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', focusAfterPaint, { once: true });
  else focusAfterPaint();
}
