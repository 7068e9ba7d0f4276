import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { carryQuery } from './model/carry-query';

/** Keeps the previous address's query parameters on the next address. */
export function useQueryCarryOver(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previousSearch = useRef(location.search);

  useEffect(() => {
    const previous = previousSearch.current;
    previousSearch.current = location.search;
    // Back and forward return to an address exactly as it was.
    if (navigationType === 'POP') return;
    const merged = carryQuery(previous, location.search);
    if (merged === undefined) return;
    previousSearch.current = merged;
    void navigate({ pathname: location.pathname, search: merged, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [location, navigationType, navigate]);
}
