import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadStreamedCsv, fileNameOf } from './downloadExport.ts';

afterEach(() => vi.unstubAllGlobals());

function streamOf(parts: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

describe('Export Hours download (M-112, M-113)', () => {
  it('reports bytes and rows as the stream arrives and names the file from the server', async () => {
    const name = 'ProjectHours-WeekEnding(01-11-2026)-ExportedOn(20260109-1405).csv';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(streamOf(['timesheetId,status\r\n', 'a,Approved\r\nb,Sub', 'mitted\r\n']), {
            headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${name}"` },
          }),
      ),
    );
    const progress: { bytes: number; rows: number }[] = [];
    const result = await downloadStreamedCsv('/api/x', 'fallback.csv', (p) => progress.push(p));
    expect(result.fileName).toBe(name);
    expect(result.rows).toBe(2);
    expect(progress.map((p) => p.rows)).toEqual([0, 1, 2]);
    expect(progress.at(-1)?.bytes).toBe(result.blob.size);
  });

  it("throws the server's message when it refuses", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: 'startDate is required as YYYYMMDD.', field: 'startDate' }, { status: 400 }),
      ),
    );
    await expect(downloadStreamedCsv('/api/x', 'f.csv', () => {})).rejects.toThrow(
      'startDate is required as YYYYMMDD.',
    );
    expect(fileNameOf(null, 'f.csv')).toBe('f.csv');
  });
});
