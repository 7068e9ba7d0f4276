import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { infoPackageModalAtom } from './atoms';

/**
 * Opens the info package modal, with the e-mail a page field was given. Pages
 * load this eagerly, so it only flips an atom; the modal tracks its own opening.
 */
export function useOpenInfoPackage(): (email?: string) => void {
  const setModal = useSetAtom(infoPackageModalAtom);
  return useCallback((email = '') => setModal((previous) => ({ opened: true, email: email.trim(), request: previous.request + 1 })), [setModal]);
}

export function useCloseInfoPackage(): () => void {
  const setModal = useSetAtom(infoPackageModalAtom);
  return useCallback(() => setModal((previous) => ({ ...previous, opened: false })), [setModal]);
}
