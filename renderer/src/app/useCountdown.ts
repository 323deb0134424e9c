import { useEffect, useState } from 'react';

/** Counts whole seconds down from `seconds` to 0 and calls `onDone` once at 0. */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);

  useEffect(() => {
    if (remaining === 0) onDone();
  }, [remaining, onDone]);

  return remaining;
}
