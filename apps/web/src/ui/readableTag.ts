import type { CSSProperties } from 'react';

// antd's preset tag text on its light background falls short of WCAG AA (4.5:1) for these hues
// (gold 2.9, orange 3.3, green 3.9, volcano 4.4); darker shades of the same hues keep the spec's colours readable.
const READABLE_TEXT: Record<string, string> = {
  gold: '#874d00',
  orange: '#873800',
  green: '#237804',
  volcano: '#ad2102',
};

/** Style for an antd preset-colour Tag whose text must stay readable. */
export function readableTagStyle(color: string): CSSProperties | undefined {
  const text = READABLE_TEXT[color];
  return text ? { color: text } : undefined;
}
