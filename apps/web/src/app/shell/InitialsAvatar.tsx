import { useLayoutEffect, useRef, useState } from 'react';

/** antd's Avatar gap: the initials keep this much room each side before they are scaled down. */
const GAP = 4;

/**
 * antd's circular Avatar (32 px) as the top bar uses it, same markup and look: the picture when it loads,
 * otherwise the initials, scaled down as antd does when they are wider than the circle allows. Without
 * antd's Avatar module (and its group and resize observer) in the week route's first load.
 */
export function InitialsAvatar({ src, initials }: { src: string | undefined; initials: string }) {
  const [broken, setBroken] = useState(false);
  const [scale, setScale] = useState(1);
  const node = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const picture = src !== undefined && !broken;

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever other initials or the picture are drawn.
  useLayoutEffect(() => {
    const textWidth = text.current?.offsetWidth ?? 0;
    const nodeWidth = node.current?.offsetWidth ?? 0;
    if (textWidth === 0 || nodeWidth === 0 || GAP * 2 >= nodeWidth) return;
    setScale(nodeWidth - GAP * 2 < textWidth ? (nodeWidth - GAP * 2) / textWidth : 1);
  }, [initials, picture]);

  return (
    <span ref={node} className={`tally-shell-avatar${picture ? ' tally-shell-avatar--image' : ''}`}>
      {picture ? (
        <img src={src} alt="" onError={() => setBroken(true)} />
      ) : (
        <span ref={text} className="tally-shell-avatar__initials" style={{ transform: `scale(${scale})` }}>
          {initials}
        </span>
      )}
    </span>
  );
}
