import { atom } from 'jotai';

/** A new version of the site is installed and waits for the visitor's go-ahead. */
export const updateWaitingAtom = atom(false);
