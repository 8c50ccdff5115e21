import { useCallback, useRef } from 'react';

/** Each chosen file starts an attempt; only the latest one's answers may change the panel. */
export function useLatestAttempt() {
  const attempt = useRef(0);
  const next = useCallback(() => {
    attempt.current += 1;
    const mine = attempt.current;
    return () => mine === attempt.current;
  }, []);
  return next;
}
