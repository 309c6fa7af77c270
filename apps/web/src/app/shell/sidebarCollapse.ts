import { useEffect, useState } from 'react';

export const NARROW_WINDOW_PX = 800;

/** collapsed under 800 px or with a temporary password; expanded otherwise. */
export function shouldCollapse(windowWidth: number, temporaryPassword: boolean): boolean {
  return temporaryPassword || windowWidth < NARROW_WINDOW_PX;
}

/**
 * The sidebar state: follows the rule whenever the window crosses the 800 px line, and the
 * menu toggle in between.
 */
export function useSidebarCollapse(temporaryPassword: boolean): [boolean, (collapsed: boolean) => void] {
  const [narrow, setNarrow] = useState(() => window.innerWidth < NARROW_WINDOW_PX);
  const [collapsed, setCollapsed] = useState(() => shouldCollapse(window.innerWidth, temporaryPassword));

  useEffect(() => {
    const onResize = () => setNarrow(window.innerWidth < NARROW_WINDOW_PX);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    setCollapsed(temporaryPassword || narrow);
  }, [narrow, temporaryPassword]);

  return [collapsed, setCollapsed];
}
