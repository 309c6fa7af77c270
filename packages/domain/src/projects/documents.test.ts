import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  categoryLabel,
  contentIs,
  DOCUMENT_MESSAGES,
  documentBadgeColor,
  documentContentError,
  documentTypeGroup,
  fileExtension,
  isAcceptedName,
  isEmptyStateAcceptedName,
  MAX_DOCUMENT_BYTES,
  mimeTypeOf,
  partitionBySize,
} from './documents.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

const PDF = bytes('%PDF-1.7\n');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = bytes('GIF89a', [1, 0]);
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04, 20, 0]);
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
const RAR = bytes('Rar!', [0x1a, 0x07, 0x01, 0x00]);
const SEVEN_Z = bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]);
const RTF = bytes('{\\rtf1\\ansi hello}');
const TEXT = bytes('Meeting notes\r\n- one\n- two\t3\n');
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);

describe('accepted types by name (M-129, M-130)', () => {
  it('takes pdf, any image, Word, Excel, PowerPoint old and new, text, rtf, zip, 7z and rar', () => {
    for (const name of [
      'a.pdf',
      'b.PNG',
      'c.jpeg',
      'd.gif',
      'e.webp',
      'f.doc',
      'g.docx',
      'h.xls',
      'i.xlsx',
      'j.ppt',
      'k.pptx',
      'l.txt',
      'm.rtf',
      'n.zip',
      'o.7z',
      'p.rar',
      'dir/q.svg',
    ]) {
      expect(isAcceptedName(name), name).toBe(true);
    }
    for (const name of ['virus.exe', 'script.js', 'page.html', 'noextension', '.pdf', 'a.pdf.exe']) {
      expect(isAcceptedName(name), name).toBe(false);
    }
  });

  it('narrows the empty-state drop zone to pdf, images and Word', () => {
    expect(['a.pdf', 'b.png', 'c.doc', 'd.docx'].every(isEmptyStateAcceptedName)).toBe(true);
    expect(['a.xlsx', 'b.zip', 'c.txt', 'd.pptx'].some(isEmptyStateAcceptedName)).toBe(false);
    expect(acceptAttribute(true)).toContain('.docx');
    expect(acceptAttribute(true)).not.toContain('.zip');
    expect(acceptAttribute()).toContain('.7z');
  });

  it('reads the extension and a MIME type for a name', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(mimeTypeOf('x.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(mimeTypeOf('x.exe')).toBe('application/octet-stream');
  });
});

describe('accepted types by content', () => {
  it('recognises the magic bytes of each kind', () => {
    expect(contentIs('pdf', PDF)).toBe(true);
    expect(contentIs('image', PNG) && contentIs('image', JPEG) && contentIs('image', GIF)).toBe(true);
    expect(contentIs('zip', ZIP) && contentIs('ole2', OLE2) && contentIs('rar', RAR)).toBe(true);
    expect(contentIs('7z', SEVEN_Z) && contentIs('rtf', RTF) && contentIs('text', TEXT)).toBe(true);
    expect(contentIs('image', bytes('<?xml version="1.0"?><svg xmlns="x"></svg>'))).toBe(true);
    expect(contentIs('pdf', PNG)).toBe(false);
    expect(contentIs('text', EXE)).toBe(false);
  });

  it('accepts a file whose content matches its name and refuses a renamed executable', () => {
    expect(documentContentError('Contract.pdf', PDF)).toBeNull();
    expect(documentContentError('photo.jpg', JPEG)).toBeNull();
    expect(documentContentError('plan.docx', ZIP)).toBeNull();
    expect(documentContentError('old.xls', OLE2)).toBeNull();
    expect(documentContentError('notes.txt', TEXT)).toBeNull();
    for (const name of ['Contract.pdf', 'photo.png', 'plan.docx', 'old.doc', 'notes.txt', 'a.rtf', 'b.7z']) {
      expect(documentContentError(name, EXE), name).toBe(DOCUMENT_MESSAGES.contentMismatch);
    }
    expect(documentContentError('setup.exe', EXE)).toBe(DOCUMENT_MESSAGES.notAccepted);
    expect(documentContentError('empty.pdf', new Uint8Array())).toBe(DOCUMENT_MESSAGES.contentMismatch);
  });
});

describe('type groups and badges (M-136, M-137)', () => {
  it('groups by extension, then MIME type', () => {
    expect(documentTypeGroup('a.pdf')).toBe('PDF');
    expect(documentTypeGroup('a.docx')).toBe('Document');
    expect(documentTypeGroup('a.xls')).toBe('Spreadsheet');
    expect(documentTypeGroup('a.pptx')).toBe('Presentation');
    expect(documentTypeGroup('a.7z')).toBe('Archive');
    expect(documentTypeGroup('a.heic')).toBe('Image');
    expect(documentTypeGroup('a.txt')).toBe('Text');
    expect(documentTypeGroup('a.mp3')).toBe('Audio');
    expect(documentTypeGroup('a.mov')).toBe('Video');
    expect(documentTypeGroup('link', 'image/png')).toBe('Image');
    expect(documentTypeGroup('link', 'application/x-thing')).toBe('other');
  });

  it('colours pdf red, images blue and the rest gray', () => {
    expect(documentBadgeColor('PDF')).toBe('red');
    expect(documentBadgeColor('Image')).toBe('blue');
    expect(documentBadgeColor('image/png')).toBe('blue');
    expect(documentBadgeColor('Spreadsheet')).toBe('gray');
    expect(documentBadgeColor(null)).toBe('gray');
  });
});

describe('limits and grouping', () => {
  it('drops files over 50MB and says when all were dropped (M-128)', () => {
    const ok = { size: MAX_DOCUMENT_BYTES };
    const big = { size: MAX_DOCUMENT_BYTES + 1 };
    expect(partitionBySize([ok, big])).toEqual({ kept: [ok], dropped: [big], allDropped: false });
    expect(partitionBySize([big, big]).allDropped).toBe(true);
    expect(partitionBySize([]).allDropped).toBe(false);
  });

  it("labels documents without a category 'Uncategorized' (M-121)", () => {
    expect(categoryLabel(null)).toBe('Uncategorized');
    expect(categoryLabel('  ')).toBe('Uncategorized');
    expect(categoryLabel('Contract')).toBe('Contract');
  });
});
