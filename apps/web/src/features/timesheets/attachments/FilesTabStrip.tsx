import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import './files-tab-strip.css';

/** The class prefix of antd's tab markup, styled by files-tab-strip.css instead of antd's style hook. */
const prefix = 'files-tab-strip';

/** rc-tabs' hidden live region. */
const ANNOUNCEMENT_STYLE = {
  width: 0,
  height: 0,
  position: 'absolute',
  overflow: 'hidden',
  opacity: 0,
} as const;

export interface FileTab {
  key: string;
  label: string;
  panel: ReactNode;
  /** Called when the pointer or the keyboard focus reaches the tab, before it is chosen. */
  onReach?(): void;
}

/**
 * antd's line Tabs (top) as the files panels use them: the same markup, look, ink bar and keyboard
 * (arrows and Home/End move the focus, Enter or Space chooses, 'Tab n of m' is announced), without
 * rc-tabs and the overflow menu (rc-menu, dropdown) it brings for tab lists wider than their space.
 * A panel is mounted when first chosen and kept, hidden, afterwards.
 */
export function FilesTabStrip({ tabs }: { tabs: readonly FileTab[] }) {
  const id = useId();
  const [active, setActive] = useState(tabs[0]?.key);
  const [visited, setVisited] = useState<ReadonlySet<string | undefined>>(() => new Set([active]));
  const [focused, setFocused] = useState<string>();
  // As in antd, a tab focused by a click is not marked (and announced) as focused; one reached by keys is.
  const [pressing, setPressing] = useState(false);
  const [inkBar, setInkBar] = useState<{ left: number; width: number }>();
  const list = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const tab = list.current
      ?.querySelector<HTMLElement>(`[data-node-key="${active}"]`)
      ?.getBoundingClientRect();
    const start = list.current?.getBoundingClientRect().left ?? 0;
    if (tab) setInkBar({ left: tab.left - start + tab.width / 2, width: tab.width });
  }, [active]);

  const choose = (key: string) => {
    setActive(key);
    setVisited((known) => new Set([...known, key]));
  };
  const moveFocus = (key: string | undefined) => {
    if (key === undefined) return;
    setFocused(key);
    list.current?.querySelector<HTMLElement>(`[data-node-key="${key}"] [role="tab"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys = tabs.map((tab) => tab.key);
    const current = keys.indexOf(focused ?? active ?? '');
    const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.code];
    if (step !== undefined) {
      event.preventDefault();
      moveFocus(keys[(current + step + keys.length) % keys.length]);
    } else if (event.code === 'Home' || event.code === 'End') {
      event.preventDefault();
      moveFocus(event.code === 'Home' ? keys[0] : keys[keys.length - 1]);
    } else if (event.code === 'Enter' || event.code === 'Space') {
      event.preventDefault();
      choose(focused ?? active ?? '');
    }
  };

  return (
    <div className={prefix}>
      <div role="tablist" aria-orientation="horizontal" className={`${prefix}-nav`}>
        <div className={`${prefix}-nav-wrap`}>
          <div className={`${prefix}-nav-list`} ref={list}>
            {tabs.map((tab, index) => {
              const classes = [`${prefix}-tab`];
              if (tab.key === active) classes.push(`${prefix}-tab-active`);
              if (tab.key === focused) classes.push(`${prefix}-tab-focus`);
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: antd's hit area around the tab, which takes the keyboard.
                <div
                  key={tab.key}
                  data-node-key={tab.key}
                  className={classes.join(' ')}
                  onClick={() => choose(tab.key)}
                  onPointerEnter={tab.onReach}
                >
                  <div
                    role="tab"
                    aria-selected={tab.key === active}
                    className={`${prefix}-tab-btn`}
                    tabIndex={tab.key === active ? 0 : -1}
                    id={`${id}-tab-${tab.key}`}
                    aria-controls={`${id}-panel-${tab.key}`}
                    onKeyDown={onKeyDown}
                    onMouseDown={() => setPressing(true)}
                    onMouseUp={() => setPressing(false)}
                    onFocus={() => {
                      if (!pressing) setFocused(tab.key);
                      tab.onReach?.();
                    }}
                    onBlur={() => setFocused(undefined)}
                  >
                    {tab.key === focused ? (
                      <div aria-live="polite" style={ANNOUNCEMENT_STYLE}>
                        {`Tab ${index + 1} of ${tabs.length}`}
                      </div>
                    ) : null}
                    {tab.label}
                  </div>
                </div>
              );
            })}
            <div
              className={`${prefix}-ink-bar`}
              style={
                inkBar ? { width: inkBar.width, left: inkBar.left, transform: 'translateX(-50%)' } : undefined
              }
            />
          </div>
        </div>
      </div>
      <div className={`${prefix}-body-holder`}>
        <div className={`${prefix}-body`}>
          {tabs.map((tab) =>
            visited.has(tab.key) ? (
              <div
                key={tab.key}
                role="tabpanel"
                tabIndex={tab.key === active ? 0 : -1}
                aria-hidden={tab.key !== active}
                className={`${prefix}-content ${prefix}-content-${tab.key === active ? 'active' : 'hidden'}`}
                id={`${id}-panel-${tab.key}`}
                aria-labelledby={`${id}-tab-${tab.key}`}
              >
                {tab.panel}
              </div>
            ) : null,
          )}
        </div>
      </div>
    </div>
  );
}
