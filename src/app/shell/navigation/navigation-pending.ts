import { createContext, useContext } from 'react';

/** True while a navigation waits for the next page's code; the router provides it. */
export const NavigationPending = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPending);
}
