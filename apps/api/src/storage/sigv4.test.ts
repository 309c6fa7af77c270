import { describe, expect, it } from 'vitest';
import { presignS3Url, s3ObjectUrl } from './sigv4.ts';

/** AWS's published example of a presigned GET (Signature Version 4, query-string authentication). */
const AWS_EXAMPLE = {
  bucket: 'examplebucket',
  region: 'us-east-1',
  endpoint: 'https://s3.amazonaws.com',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  sessionToken: undefined,
  forcePathStyle: false,
};

describe('SigV4 presigned S3 URLs', () => {
  it("matches AWS's published example signature", () => {
    const url = presignS3Url(AWS_EXAMPLE, {
      method: 'GET',
      key: 'test.txt',
      now: new Date('2013-05-24T00:00:00Z'),
      expiresInSeconds: 86400,
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs the given headers and a session token, and addresses path-style and default endpoints', () => {
    const url = new URL(
      presignS3Url(
        { ...AWS_EXAMPLE, sessionToken: 'token/+=', forcePathStyle: true, endpoint: 'http://127.0.0.1:9000' },
        {
          method: 'PUT',
          key: 'uploads/a b/1_x.pdf',
          now: new Date('2013-05-24T00:00:00Z'),
          expiresInSeconds: 900,
          headers: { 'Content-Type': 'application/pdf', 'if-none-match': '*' },
        },
      ),
    );
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9000/examplebucket/uploads/a%20b/1_x.pdf');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host;if-none-match');
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('token/+=');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(s3ObjectUrl({ ...AWS_EXAMPLE, endpoint: undefined, region: 'eu-west-1' }, 'k').href).toBe(
      'https://examplebucket.s3.eu-west-1.amazonaws.com/k',
    );
  });
});
