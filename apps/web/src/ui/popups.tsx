import type { PopconfirmProps, PopoverProps, TooltipProps } from 'antd';
import type { TooltipRef } from 'antd/es/tooltip';
import {
  cloneElement,
  type FocusEvent,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

type Popups = typeof import('./antdPopups.ts');

let loaded: Popups | undefined;
let loading: Promise<Popups> | undefined;

/** antd's Tooltip, Popover and Popconfirm (with the trigger machinery under them), fetched once. */
export function loadPopups(): Promise<Popups> {
  loading ??= import('./antdPopups.ts').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

type Action = 'hover' | 'focus' | 'click';

interface PopupProps {
  children?: ReactNode;
  title?: ReactNode | (() => ReactNode);
  content?: ReactNode | (() => ReactNode);
  open?: boolean;
  defaultOpen?: boolean;
  trigger?: TooltipProps['trigger'];
  onOpenChange?: (open: boolean) => void;
}

type ChildHandlers = {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onMouseDown?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

/** Where focus is inside the element: -1 the element itself, an index among its descendants, or null. */
function focusedPlace(element: HTMLElement): number | null {
  const active = document.activeElement;
  if (!active || !element.contains(active)) return null;
  return active === element ? -1 : [...element.querySelectorAll('*')].indexOf(active);
}

function placeIn(element: HTMLElement, place: number): HTMLElement | null {
  return place === -1 ? element : (element.querySelectorAll<HTMLElement>('*')[place] ?? null);
}

const shows = (value: unknown) => value !== undefined && value !== null && value !== false && value !== '';

/**
 * One of antd's popups that loads its code when first wanted (issue #14): the week screen draws dozens of
 * tooltips and confirmations nobody has used yet, and antd's popups with their trigger code weigh about
 * 15 KB gzipped. Until then the child is drawn alone; hovering or focusing it fetches the popups, and the
 * action that asked (hovering still, focus, a click on a click-trigger) opens the real popup as soon as it
 * has arrived. The child is then drawn anew inside antd's popup, keeping focus, and never in the middle of
 * a click. Once loaded, every popup drawn from then on is antd's own from the start. Props are antd's.
 */
function lazyPopup<P extends PopupProps>(name: keyof Popups, defaultTrigger: Action) {
  function LazyPopup(props: P) {
    const [popups, setPopups] = useState(loaded);
    const wanted = useRef({ hover: false, focus: false });
    /** On arrival: open the popup the action asked for; focus again what had it (its place in the child). */
    const arrival = useRef<{ open: boolean; focused: number | null }>({ open: false, focused: null });
    const popupRef = useRef<TooltipRef>(null);
    const mounted = useRef(true);
    /** A press on the child under way: it stays as it is until the click, which a redraw would lose. */
    const [pressed, setPressed] = useState(false);
    /** Whether antd's popup is drawn (then later arrivals change nothing). */
    const drawn = useRef(Boolean(loaded));
    const { children, open, onOpenChange } = props;
    const hasPopup = name !== 'Tooltip' || shows(props.title);

    useEffect(() => {
      mounted.current = true;
      return () => {
        mounted.current = false;
      };
    }, []);

    const arrive = (asked: Action | null, target?: HTMLElement) =>
      void loadPopups().then((module) => {
        if (!mounted.current || drawn.current) return;
        const opens = asked === 'click' || (asked !== null && wanted.current[asked]);
        arrival.current = {
          open: arrival.current.open || opens,
          focused: target ? focusedPlace(target) : arrival.current.focused,
        };
        setPopups(module);
      });

    // Opened by the program (a keyboard shortcut): load, then open as asked.
    useEffect(() => {
      if (open && !popups) arrive(null);
    });

    // Only on arrival: the owner's later changes are antd's to follow.
    // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the popups arrive.
    useLayoutEffect(() => {
      if (!popups || pressed || drawn.current) return;
      drawn.current = true;
      const { open: opens, focused } = arrival.current;
      arrival.current = { open: false, focused: null };
      const element = popupRef.current?.nativeElement;
      if (element && focused !== null) placeIn(element, focused)?.focus();
      // A controlled popup opens through its owner, as if antd had seen the action.
      if (opens && open !== undefined) onOpenChange?.(true);
    }, [popups, pressed]);

    if (popups && (drawn.current || !pressed)) {
      const Popup = popups[name] as unknown as (props: P & { ref?: unknown }) => ReactNode;
      const replay = arrival.current.open && open === undefined ? { defaultOpen: true } : {};
      return <Popup {...props} {...replay} ref={popupRef} />;
    }
    if (!isValidElement(children)) return children;

    const child = children as ReactElement<ChildHandlers>;
    const triggers = new Set<string>([props.trigger ?? defaultTrigger].flat());
    const own = child.props;
    const want = (action: Action, event: { currentTarget: HTMLElement }) => {
      if (!hasPopup) return;
      if (action !== 'click') wanted.current[action] = true;
      arrive(triggers.has(action) ? action : null, event.currentTarget);
    };
    // The press is over: the child may be drawn anew, with focus where the press left it.
    const release = (target: HTMLElement) => {
      if (!pressed) return;
      arrival.current.focused = focusedPlace(target);
      setPressed(false);
    };
    return cloneElement(child, {
      onMouseEnter: (event) => {
        own.onMouseEnter?.(event);
        want('hover', event);
      },
      onMouseLeave: (event) => {
        own.onMouseLeave?.(event);
        wanted.current.hover = false;
        release(event.currentTarget);
      },
      onMouseDown: (event) => {
        own.onMouseDown?.(event);
        setPressed(true);
      },
      onFocus: (event) => {
        own.onFocus?.(event);
        want('focus', event);
      },
      onBlur: (event) => {
        own.onBlur?.(event);
        wanted.current.focus = false;
      },
      onClick: (event) => {
        own.onClick?.(event);
        const asks = hasPopup && triggers.has('click');
        // Noted before the redraw the release may start, which would otherwise come first.
        if (asks) arrival.current.open = true;
        release(event.currentTarget);
        if (asks) want('click', event);
      },
    });
  }
  LazyPopup.displayName = `Lazy${name}`;
  return LazyPopup;
}

export const Tooltip = lazyPopup<TooltipProps>('Tooltip', 'hover');
export const Popover = lazyPopup<PopoverProps>('Popover', 'hover');
export const Popconfirm = lazyPopup<PopconfirmProps>('Popconfirm', 'click');
