import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';
import { randomToken, sha256, signValue, unsignValue } from './tokens.ts';

describe('tokens', () => {
  it('makes distinct url-safe tokens and hashes them', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('signs values and rejects tampering or another secret', () => {
    const signed = signValue('{"a":1}', 'secret');
    expect(unsignValue(signed, 'secret')).toBe('{"a":1}');
    expect(unsignValue(signed, 'other')).toBeNull();
    expect(unsignValue(`${signed}x`, 'secret')).toBeNull();
    expect(unsignValue('garbage', 'secret')).toBeNull();
  });
});

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hashed = await hashPassword('correct horse');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hashed, 'correct horse')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
