import { atom } from 'jotai';

export interface InfoPackageModalState {
  readonly opened: boolean;
  /** What the visitor typed into a page e-mail field before opening; '' when opened by a button. */
  readonly email: string;
  /** Counts the openings, so the modal can tell a new request from a re-render; 0 = never opened. */
  readonly request: number;
}

export const infoPackageModalAtom = atom<InfoPackageModalState>({ opened: false, email: '', request: 0 });
