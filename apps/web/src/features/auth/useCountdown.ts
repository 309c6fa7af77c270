import { useEffect, useState } from 'react';

/** Whole seconds left until a deadline set with `start(seconds)`, ticking once a second; 0 when none. */
export function useCountdown(): [remaining: number, start: (seconds: number) => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const start = (seconds: number) => {
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
  };
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}

/** '45 s' under a minute, else 'm:ss'. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
