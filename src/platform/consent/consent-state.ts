import { deleteCookie, listCookies } from '@/adapters/cookies';
import { pushGtagCommand } from '@/adapters/data-layer';
import { listKeys, readString, removeKey, removeSessionKey, storageKeys, writeString } from '@/adapters/storage';
import { setWritePolicy, type WritableArea } from '@/adapters/write-policy';
import { takeOverConsentDecisions } from '@/config/hand-off';
import { consentModeDefault, consentModeSignals } from './model/consent-mode';
import {
  createConsentRecord,
  grantedChoice,
  parseConsentRecord,
  withdrawnCategories,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentRecord,
  type ConsentState,
  type OptionalCategory,
} from './model/consent-record';
import { isKeptUnder, namesToDelete, storedDataFor } from './model/stored-data';

/**
 * The visitor's consent on this device: reading the stored decision, saving a new one, and what
 * follows from it at once (the storage guard, deleting what is no longer allowed, the Consent
 * Mode signals). The pre-paint runtime gives the prerendered dialog its behaviour and stores a
 * decision made before the app is live; from its start the app saves every decision here
 * (`startConsent`). They agree through the stored record.
 */

export const consentChangeEvent = 'lumi:consent-change';

export interface ConsentChange {
  readonly record: ConsentRecord;
  readonly withdrawn: readonly OptionalCategory[];
}

export function readConsentState(now: Date = new Date()): ConsentState {
  return parseConsentRecord(readString(storageKeys.consent), now);
}

export function currentChoice(): ConsentChoice {
  return grantedChoice(readConsentState());
}

export function hasConsent(category: ConsentCategory): boolean {
  return category === 'necessary' || currentChoice()[category];
}

/**
 * The storage guard: a name the site does not list is never written, and a listed one only when
 * its category is granted. It reads the stored decision each time, so a decision made in another
 * tab or by the before-paint script counts at once.
 */
export function mayStore(area: WritableArea, name: string): boolean {
  const entry = storedDataFor(area, name);
  if (!entry) {
    console.warn(`[consent] "${name}" (${area}) is not in the list of stored data; not storing it`);
    return false;
  }
  return isKeptUnder(entry, currentChoice());
}

setWritePolicy(mayStore);

/** Deletes every listed key and cookie the choice does not allow: at once, not at the next visit. */
export function deleteDisallowedData(choice: ConsentChoice): void {
  for (const key of namesToDelete('localStorage', listKeys('localStorage'), choice)) removeKey(key);
  for (const key of namesToDelete('sessionStorage', listKeys('sessionStorage'), choice)) removeSessionKey(key);
  for (const name of namesToDelete('cookie', listCookies(), choice)) deleteCookie(name);
}

/** The Consent Mode `default` (all denied); the first entry of the data layer on every page. */
export function announceConsentDefault(state: ConsentState): void {
  pushGtagCommand('consent', 'default', consentModeDefault());
  if (state.kind === 'decided') pushGtagCommand('consent', 'update', consentModeSignals(grantedChoice(state)));
}

/**
 * Saves a decision and applies it: the record, the data a withdrawn category leaves behind, the
 * Consent Mode `update`, and the change event the app reacts to (tracking capture, tag manager).
 */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): ConsentChange {
  const before = currentChoice();
  const record = createConsentRecord(choice, now);
  if (!writeString(storageKeys.consent, JSON.stringify(record))) {
    console.warn('[consent] the decision could not be stored; it holds for this page only');
  }
  deleteDisallowedData(choice);
  pushGtagCommand('consent', 'update', consentModeSignals(choice));
  const change: ConsentChange = { record, withdrawn: withdrawnCategories(before, choice) };
  window.dispatchEvent(new CustomEvent<ConsentChange>(consentChangeEvent, { detail: change }));
  return change;
}

/** Calls `listener` after every decision on this page; returns the unsubscribe function. */
export function onConsentChange(listener: (change: ConsentChange) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentChange>).detail);
  window.addEventListener(consentChangeEvent, handle);
  return () => window.removeEventListener(consentChangeEvent, handle);
}

/**
 * At the app's start, before anything else reaches the data layer: the Consent Mode `default` (and
 * the stored decision's `update`) as its first entries, the data the stored choice does not allow
 * deleted (a withdrawal made in the dialog before the app was live takes effect now), and every
 * later decision in the dialog saved here.
 */
export function startConsent(): void {
  const state = readConsentState();
  announceConsentDefault(state);
  deleteDisallowedData(grantedChoice(state));
  takeOverConsentDecisions((choice) => saveConsent(choice));
}
