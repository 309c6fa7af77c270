/**
 * Project documents (spec part 2 §2 'Documents tab', M-120..M-140): the upload limit, the accepted types by
 * name and by content, the type groups (M-137) and the badge colours (M-136). Shared by the API, which
 * enforces them, and the web app, which mirrors them.
 */

/** Spec §9: upload maximum 50MB per file. */
export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  allTooLarge: 'All files exceed the maximum size limit of 50MB',
  tooLarge: 'The file exceeds the maximum size limit of 50MB',
  notAccepted: 'This file type is not accepted',
  contentMismatch: "The file's content does not match its type",
  urlAndName: 'Please provide both URL and file name',
  fileNameRequired: 'File name is required',
  deleteConfirm: 'Warning: Are you sure you want to delete this document?',
  uncategorized: 'Uncategorized',
  sasToken: 'Failed to fetch SAS token',
  uploadFailed: 'Failed to upload document(s)',
  fileUploadFailed: 'Upload failed',
  updateFailed: 'Failed to update document',
  categoryFailed: 'Failed to update document category',
  externalFailed: 'Failed to add external document',
} as const;

/** What the bytes of an accepted file must look like. */
export type ContentKind = 'pdf' | 'image' | 'ole2' | 'zip' | 'rar' | '7z' | 'rtf' | 'text';

/** The type groups of the file helper (M-137). */
export type DocumentTypeGroup =
  | 'PDF'
  | 'Document'
  | 'Spreadsheet'
  | 'Presentation'
  | 'Archive'
  | 'Image'
  | 'Text'
  | 'Audio'
  | 'Video'
  | 'other';

interface AcceptedType {
  content: ContentKind;
  mime: string;
}

/** Accepted extensions (M-129): pdf, any image, Word, Excel, PowerPoint (old and new), text, rtf, zip, 7z, rar. */
const ACCEPTED: Record<string, AcceptedType> = {
  pdf: { content: 'pdf', mime: 'application/pdf' },
  png: { content: 'image', mime: 'image/png' },
  jpg: { content: 'image', mime: 'image/jpeg' },
  jpeg: { content: 'image', mime: 'image/jpeg' },
  gif: { content: 'image', mime: 'image/gif' },
  webp: { content: 'image', mime: 'image/webp' },
  bmp: { content: 'image', mime: 'image/bmp' },
  tif: { content: 'image', mime: 'image/tiff' },
  tiff: { content: 'image', mime: 'image/tiff' },
  ico: { content: 'image', mime: 'image/x-icon' },
  heic: { content: 'image', mime: 'image/heic' },
  heif: { content: 'image', mime: 'image/heif' },
  avif: { content: 'image', mime: 'image/avif' },
  svg: { content: 'image', mime: 'image/svg+xml' },
  doc: { content: 'ole2', mime: 'application/msword' },
  docx: {
    content: 'zip',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xls: { content: 'ole2', mime: 'application/vnd.ms-excel' },
  xlsx: { content: 'zip', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  ppt: { content: 'ole2', mime: 'application/vnd.ms-powerpoint' },
  pptx: {
    content: 'zip',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  txt: { content: 'text', mime: 'text/plain' },
  rtf: { content: 'rtf', mime: 'application/rtf' },
  zip: { content: 'zip', mime: 'application/zip' },
  '7z': { content: '7z', mime: 'application/x-7z-compressed' },
  rar: { content: 'rar', mime: 'application/vnd.rar' },
};

/** The empty-state drop zone's narrower list (M-130): pdf, images and Word. */
const EMPTY_STATE_EXTENSIONS = new Set([
  'pdf',
  'doc',
  'docx',
  ...Object.keys(ACCEPTED).filter((ext) => ACCEPTED[ext]?.content === 'image'),
]);

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** True when the file's name (its extension) is of an accepted type (M-129). */
export function isAcceptedName(fileName: string): boolean {
  return Object.hasOwn(ACCEPTED, fileExtension(fileName));
}

/** True when the empty-state drop zone takes the file (M-130). */
export function isEmptyStateAcceptedName(fileName: string): boolean {
  return EMPTY_STATE_EXTENSIONS.has(fileExtension(fileName));
}

/** The `accept` attribute of a file input for all accepted types, or the empty state's narrower list. */
export function acceptAttribute(emptyState = false): string {
  const extensions = emptyState ? [...EMPTY_STATE_EXTENSIONS] : Object.keys(ACCEPTED);
  return [...extensions.map((ext) => `.${ext}`), 'image/*'].join(',');
}

/** The MIME type of an accepted name (used when the browser does not know it), else octet-stream. */
export function mimeTypeOf(fileName: string): string {
  return ACCEPTED[fileExtension(fileName)]?.mime ?? 'application/octet-stream';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** How many leading bytes `sniffContent` wants to see. */
export const SNIFF_BYTES = 4096;

function looksLikeText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true; // UTF-16 BOM
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) controls += 1;
  }
  return controls <= bytes.length / 100;
}

function isSvg(bytes: Uint8Array): boolean {
  if (!looksLikeText(bytes)) return false;
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes).trimStart().toLowerCase();
  return (
    (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && head.includes('<svg')
  );
}

/** Image signatures: PNG, JPEG, GIF, WebP, BMP, TIFF, ICO, HEIF/AVIF (ISO ftyp). */
function isImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, ascii('GIF87a')) ||
    startsWith(bytes, ascii('GIF89a')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) ||
    startsWith(bytes, ascii('BM')) ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) ||
    startsWith(bytes, ascii('ftyp'), 4)
  );
}

/** True when the leading bytes are of the given kind (magic bytes; text has no NULs or stray controls). */
export function contentIs(kind: ContentKind, bytes: Uint8Array): boolean {
  switch (kind) {
    case 'pdf':
      return startsWith(bytes, ascii('%PDF-'));
    case 'image':
      return isImage(bytes) || isSvg(bytes);
    case 'ole2':
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'zip':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
    case 'rar':
      return startsWith(bytes, ascii('Rar!\x1a\x07'));
    case '7z':
      return startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]);
    case 'rtf':
      return startsWith(bytes, ascii('{\\rtf'));
    case 'text':
      return looksLikeText(bytes);
  }
}

/**
 * The server's check of an uploaded file: its name is of an accepted type and its first bytes match that
 * type (a renamed executable fails). Returns null when fine, else the reason.
 */
export function documentContentError(fileName: string, head: Uint8Array): string | null {
  const accepted = ACCEPTED[fileExtension(fileName)];
  if (!accepted) return DOCUMENT_MESSAGES.notAccepted;
  return contentIs(accepted.content, head) ? null : DOCUMENT_MESSAGES.contentMismatch;
}

const GROUP_BY_EXTENSION: Record<string, DocumentTypeGroup> = {
  pdf: 'PDF',
  doc: 'Document',
  docx: 'Document',
  odt: 'Document',
  pages: 'Document',
  rtf: 'Document',
  xls: 'Spreadsheet',
  xlsx: 'Spreadsheet',
  ods: 'Spreadsheet',
  csv: 'Spreadsheet',
  numbers: 'Spreadsheet',
  ppt: 'Presentation',
  pptx: 'Presentation',
  odp: 'Presentation',
  key: 'Presentation',
  zip: 'Archive',
  '7z': 'Archive',
  rar: 'Archive',
  tar: 'Archive',
  gz: 'Archive',
  txt: 'Text',
  md: 'Text',
  log: 'Text',
  mp3: 'Audio',
  wav: 'Audio',
  m4a: 'Audio',
  ogg: 'Audio',
  flac: 'Audio',
  mp4: 'Video',
  mov: 'Video',
  avi: 'Video',
  mkv: 'Video',
  webm: 'Video',
};

/** The file helper's type group (M-137), from the name's extension and then the MIME type. */
export function documentTypeGroup(fileName: string, mimeType?: string | null): DocumentTypeGroup {
  const ext = fileExtension(fileName);
  const byName = GROUP_BY_EXTENSION[ext] ?? (ACCEPTED[ext]?.content === 'image' ? 'Image' : undefined);
  if (byName) return byName;
  const mime = (mimeType ?? '').toLowerCase();
  if (mime === 'application/pdf') return 'PDF';
  if (mime.startsWith('image/')) return 'Image';
  if (mime.startsWith('audio/')) return 'Audio';
  if (mime.startsWith('video/')) return 'Video';
  if (mime.startsWith('text/')) return 'Text';
  if (mime.includes('word')) return 'Document';
  if (mime.includes('excel') || mime.includes('spreadsheet')) return 'Spreadsheet';
  if (mime.includes('powerpoint') || mime.includes('presentation')) return 'Presentation';
  if (/zip|rar|7z|compressed|tar/.test(mime)) return 'Archive';
  return 'other';
}

export type BadgeColor = 'red' | 'blue' | 'gray';

/** Type badge colour (M-136): pdf red, image blue, other gray. Takes a stored type or a group. */
export function documentBadgeColor(type: string | null | undefined): BadgeColor {
  const value = (type ?? '').toLowerCase();
  if (value === 'pdf' || value === 'application/pdf') return 'red';
  if (value === 'image' || value.startsWith('image/')) return 'blue';
  return 'gray';
}

/** Splits picked files into those within 50MB and the dropped ones; `allDropped` when none is left (M-128). */
export function partitionBySize<T extends { size: number }>(files: readonly T[]) {
  const kept = files.filter((file) => file.size <= MAX_DOCUMENT_BYTES);
  const dropped = files.filter((file) => file.size > MAX_DOCUMENT_BYTES);
  return { kept, dropped, allDropped: files.length > 0 && kept.length === 0 };
}

/** A category group label: the category, or 'Uncategorized' when it has none (M-121). */
export function categoryLabel(category: string | null | undefined): string {
  const value = category?.trim();
  return value ? value : DOCUMENT_MESSAGES.uncategorized;
}
