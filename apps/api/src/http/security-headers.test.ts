import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.ts';

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('keeps scripts and frames to the portal itself', () => {
    const csp = contentSecurityPolicy(null);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https:']);
  });

  it('lets the browser upload to and show images from a plain-http storage service (Azurite, MinIO)', () => {
    const csp = contentSecurityPolicy('http://127.0.0.1:10000');
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:10000');
    expect(directive(csp, 'img-src')).toContain('http://127.0.0.1:10000');
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
  });
});
