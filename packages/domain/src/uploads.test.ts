import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, uploadSizeError } from './uploads.ts';

describe('uploadSizeError', () => {
  it.each([
    [0, null],
    [MAX_UPLOAD_BYTES - 1, null],
    [MAX_UPLOAD_BYTES, null],
    [MAX_UPLOAD_BYTES + 1, 'Image must smaller than 20MB!'],
  ])('%i bytes → %s', (bytes, expected) => {
    expect(uploadSizeError(bytes)).toBe(expected);
  });
});
