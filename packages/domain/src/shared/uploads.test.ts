import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_TYPE_ERROR,
  attachmentAcceptAttribute,
  attachmentContentError,
  isAttachmentName,
  MAX_UPLOAD_BYTES,
  uploadSizeError,
} from './uploads.ts';

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

describe('timesheet attachment types', () => {
  it('accepts documents, images, PDFs and spreadsheets, not archives, SVG or programs', () => {
    for (const name of ['a.pdf', 'b.PNG', 'c.jpeg', 'd.docx', 'e.xlsx', 'f.xls', 'g.txt', 'h.pptx'])
      expect(isAttachmentName(name), name).toBe(true);
    for (const name of ['a.exe', 'b.zip', 'c.svg', 'd.html', 'e', 'f.js', 'g.rar'])
      expect(isAttachmentName(name), name).toBe(false);
  });

  it('checks the first bytes against the name', () => {
    const pdf = new TextEncoder().encode('%PDF-1.4\n');
    expect(attachmentContentError('a.pdf', pdf)).toBeNull();
    expect(attachmentContentError('a.pdf', new TextEncoder().encode('MZ\x90\x00'))).toBe(
      "The file's content does not match its type",
    );
    expect(attachmentContentError('a.exe', pdf)).toBe(ATTACHMENT_TYPE_ERROR);
  });

  it('offers the accepted types to the file picker', () => {
    const accept = attachmentAcceptAttribute().split(',');
    expect(accept).toEqual(expect.arrayContaining(['.pdf', '.xlsx', '.docx', '.png', 'image/*']));
    expect(accept).not.toContain('.zip');
    expect(accept).not.toContain('.svg');
  });
});
