/// <reference path="./archiver.d.ts" />
import { PassThrough, type Writable } from 'node:stream';
import archiver from 'archiver';
import { numberOf } from './cells.ts';
import { columnWidth, type ExportColumn, type ExportKind } from './columns.ts';

/**
 * A streaming XLSX workbook of one sheet, its XML written here straight into a streaming zip (archiver):
 * numbers as numbers, dates as dates (Excel's day serials with a date format), text as inline strings (so a
 * text that looks like a formula stays text), a bold, frozen header row and sensible column widths. exceljs'
 * streaming writer built a cell object per value and wrote about 13,000 rows/s; this writes one string per
 * chunk (issue #12 asks 30,000 rows/s for a month's XLSX).
 */

// XML 1.0 cannot hold these characters: one in a comment would make the whole workbook unreadable.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const XML_SPECIAL = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Text as XML element content: &, < and > escaped, characters XML cannot hold dropped. */
export function xmlText(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Cell styles (cellXfs indexes of STYLES): the header and each kind's number format. */
const STYLE = { plain: 0, header: 1, money: 2, date: 3, int: 4 } as const;
const KIND_STYLE: Record<ExportKind, number> = {
  text: STYLE.plain,
  number: STYLE.plain,
  hours: STYLE.plain,
  money: STYLE.money,
  date: STYLE.date,
  int: STYLE.int,
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
</Types>`;

const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">
<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>
</Relationships>`;

const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">
<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>
</Relationships>`;

const workbookXml = (sheetName: string) => `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">
<bookViews><workbookView/></bookViews>
<sheets><sheet name="${xmlText(sheetName).replace(/"/g, '&quot;')}" sheetId="1" r:id="rId1"/></sheets>
</workbook>`;

// Formats 164-166: money with two decimals, dates as C-038's MM-DD-YYYY, whole numbers.
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">
<numFmts count="3"><numFmt numFmtId="164" formatCode="0.00"/><numFmt numFmtId="165" formatCode="mm-dd-yyyy"/><numFmt numFmtId="166" formatCode="0"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const DAY_MS = 86_400_000;
/** 1970-01-01 as an Excel day serial (days since 1899-12-30). */
const EPOCH_SERIAL = 25_569;

/** An ISO YYYY-MM-DD date as an Excel day serial, or null when the text is not such a date. */
export function excelDate(value: string): number | null {
  if (value.length < 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return null;
  const time = Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
  return Number.isFinite(time) ? time / DAY_MS + EPOCH_SERIAL : null;
}

const textCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;

/** One cell of the kind, '' for an empty value; a value that is not of its kind is written as text. */
function cellXml(ref: string, value: string | number | null, kind: ExportKind): string {
  if (value === null || value === '') return '';
  if (kind === 'text') return textCell(ref, String(value));
  if (kind === 'date') {
    const serial = excelDate(String(value));
    return serial === null
      ? textCell(ref, String(value))
      : `<c r="${ref}" s="${STYLE.date}"><v>${serial}</v></c>`;
  }
  const number = numberOf(value);
  if (number === null) return textCell(ref, String(value));
  const shown = kind === 'int' ? Math.round(number) : number;
  const style = KIND_STYLE[kind];
  return style === STYLE.plain
    ? `<c r="${ref}"><v>${shown}</v></c>`
    : `<c r="${ref}" s="${style}"><v>${shown}</v></c>`;
}

/** A streaming XLSX workbook of one sheet: a frozen, bold header row and typed, formatted columns. */
export class XlsxSheetWriter<Row> {
  private readonly zip: ReturnType<typeof archiver>;
  private readonly sheet = new PassThrough({ highWaterMark: 1 << 20 });
  private readonly letters: string[];
  private readonly done: Promise<void>;
  private rowNumber = 1;

  constructor(
    private readonly output: Writable,
    private readonly columns: readonly ExportColumn<Row>[],
    sheetName = 'Export',
  ) {
    // Level 1: a year's sheet is hundreds of megabytes of XML; the fastest deflate still shrinks it ten-fold.
    this.zip = archiver('zip', { zlib: { level: 1 } });
    this.done = new Promise<void>((resolve, reject) => {
      output.once('finish', resolve);
      output.once('close', resolve);
      this.zip.on('error', reject);
    });
    this.zip.pipe(output);
    this.zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
    this.zip.append(ROOT_RELS, { name: '_rels/.rels' });
    this.zip.append(workbookXml(sheetName), { name: 'xl/workbook.xml' });
    this.zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
    this.zip.append(STYLES, { name: 'xl/styles.xml' });
    this.zip.append(this.sheet, { name: 'xl/worksheets/sheet1.xml' });
    this.letters = columns.map((_, index) => columnLetters(index));
    const widths = columns
      .map((column, index) => {
        const width = columnWidth(column as ExportColumn<unknown>);
        return `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`;
      })
      .join('');
    const header = columns
      .map((column, index) =>
        textCell(`${this.letters[index]}1`, column.header).replace('<c ', `<c s="${STYLE.header}" `),
      )
      .join('');
    this.sheet.write(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
        '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
        `<sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData><row r="1">${header}</row>`,
    );
  }

  /** Writes the rows of a chunk into the sheet; resolves once the zip has room for more (backpressure). */
  async addRows(rows: readonly Row[]): Promise<void> {
    const columns = this.columns;
    const letters = this.letters;
    const count = columns.length;
    const kinds = columns.map((column) => column.kind);
    const values = columns.map((column) => column.value);
    let xml = '';
    for (const row of rows) {
      const number = ++this.rowNumber;
      xml += `<row r="${number}">`;
      for (let index = 0; index < count; index++)
        xml += cellXml(`${letters[index]}${number}`, values[index]!(row), kinds[index]!);
      xml += '</row>';
    }
    if (this.sheet.write(xml) || this.output.destroyed) return;
    // Room again, or the client went away (the caller then stops).
    await new Promise<void>((resolve) => {
      const done = () => {
        this.sheet.off('drain', done);
        this.output.off('close', done);
        resolve();
      };
      this.sheet.on('drain', done);
      this.output.on('close', done);
    });
  }

  /** Ends the sheet and the workbook; resolves once the zip is written to the output. */
  async finish(): Promise<void> {
    this.sheet.end('</sheetData></worksheet>');
    await this.zip.finalize();
    await this.done;
  }
}
