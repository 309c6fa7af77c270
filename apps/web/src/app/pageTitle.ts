import { useEffect } from 'react';

let claimed: string | null = null;

/** The title a page claimed with usePageTitle, which the shell's section title gives way to. */
export function claimedPageTitle(): string | null {
  return claimed;
}

/** Gives the page its own document title (e.g. '{project name} | Project Details', M-007) while mounted. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    claimed = title;
    document.title = title;
    return () => {
      if (claimed === title) claimed = null;
    };
  }, [title]);
}
