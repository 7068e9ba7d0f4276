import { consentKey } from '@/adapters/storage-keys';
import {
  createConsentRecord,
  fullConsent,
  grantedChoice,
  noConsent,
  optionalCategories,
  parseConsentRecord,
  type ConsentChoice,
  type ConsentState,
} from '@/platform/consent/model/consent-record';
import { consentDialogId, handOff } from '../config/hand-off';
import { local, readStored, writeStored } from './stored';

/**
 * The consent dialog's behaviour, in plain DOM: the runtime installs it before the first paint, so
 * the prerendered dialog answers a tap at once, long before the app has started, and it stays the
 * dialog's behaviour afterwards. React only renders the dialog's markup and copy.
 * `<html data-consent-dialog="open">` shows it, and `data-consent="decided"` tells that a decision
 * exists (the close button shows only then).
 *
 * A decision is saved by the app once it has started (`takeOverConsentDecisions`): the record, the
 * data a withdrawal no longer allows, Consent Mode. Before that the runtime stores the record
 * alone, and the app applies the rest from the stored record when it starts.
 */

export const readConsentState = (): ConsentState => parseConsentRecord(readStored(local, consentKey), new Date());

let opener: HTMLElement | null = null;

const dialogOf = (doc: Document) => doc.getElementById(consentDialogId);
const root = (doc: Document) => doc.documentElement.dataset;
const boxOf = (doc: Document, category: string) => dialogOf(doc)?.querySelector<HTMLInputElement>(`input[data-consent-category="${category}"]`);
const choiceOf = (ticked: (category: string) => boolean) =>
  Object.fromEntries(optionalCategories.map((category) => [category, ticked(category)])) as ConsentChoice;

function showLayer(doc: Document, layer: 'first' | 'settings'): void {
  const dialog = dialogOf(doc);
  if (!dialog) return;
  dialog.dataset.layer = layer;
  // The boxes show what is in force now; nothing is ticked in advance for a first decision.
  const choice = grantedChoice(readConsentState());
  for (const category of optionalCategories) {
    const box = boxOf(doc, category);
    if (box) box.checked = choice[category];
  }
  dialog.querySelector<HTMLElement>(`[data-consent-focus="${layer}"]`)?.focus();
}

/** Marks the stored state on <html> before paint: CSS shows the dialog to a visitor who has not decided. */
export function markConsentState(doc: Document, state: ConsentState): void {
  root(doc).consent = state.kind;
  if (state.kind === 'ask') root(doc).consentDialog = 'open';
}

/** Closes the dialog; focus goes back where the visitor was: the footer entry that opened it, else the page's main content. */
function close(doc: Document): void {
  delete root(doc).consentDialog;
  const dialog = dialogOf(doc);
  if (dialog) dialog.dataset.layer = 'first';
  const main = doc.getElementById('main');
  const target = opener?.isConnected ? opener : main;
  opener = null;
  target?.focus({ preventScroll: target !== main });
}

/** Without a decision the dialog stays: nothing is assumed. */
const closeIfDecided = (doc: Document) => readConsentState().kind === 'decided' && close(doc);

function decide(doc: Document, choice: ConsentChoice): void {
  const { saveConsent } = handOff();
  if (saveConsent) saveConsent(choice);
  else writeStored(local, consentKey, JSON.stringify(createConsentRecord(choice, new Date())));
  // Closed even when storage refused the record: the decision holds for this page then.
  root(doc).consent = 'decided';
  close(doc);
}

function run(doc: Document, action: string | undefined, button: HTMLElement): void {
  if (action === 'accept-all') decide(doc, fullConsent);
  if (action === 'necessary-only') decide(doc, noConsent);
  if (action === 'save')
    decide(
      doc,
      choiceOf((category) => boxOf(doc, category)?.checked === true),
    );
  if (action === 'settings') showLayer(doc, 'settings');
  if (action === 'close') closeIfDecided(doc);
  if (action === 'open') {
    opener = button;
    root(doc).consentDialog = 'open';
    showLayer(doc, 'first');
  }
}

/**
 * Listens on the document, so buttons rendered later (after a language switch, on the next page)
 * work without being wired one by one. A control counts only inside the dialog, or as the footer
 * entry that opens it: markup elsewhere (an FAQ answer, an article) cannot decide anything,
 * whatever attributes it carries.
 *
 * Focus moves into a dialog still open once the app is live (`ConsentDialog`), not from here:
 * until then only the skip link comes before it in the page's order, so the second Tab reaches it.
 */
export function installConsentControls(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLElement>('[data-consent-action]');
    const action = button?.dataset.consentAction;
    if (!button || !(dialogOf(doc)?.contains(button) || (action === 'open' && button.matches('footer button')))) return;
    event.preventDefault();
    run(doc, action, button);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && root(doc).consentDialog === 'open') closeIfDecided(doc);
  });
}
