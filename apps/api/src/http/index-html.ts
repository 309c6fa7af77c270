import { readFile, stat } from 'node:fs/promises';

let cached: { path: string; mtimeMs: number; text: string } | null = null;

/** index.html as built, read again only when the file changes (a new build). */
async function indexText(path: string): Promise<string | null> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return null;
    if (cached?.path !== path || cached.mtimeMs !== info.mtimeMs) {
      cached = { path, mtimeMs: info.mtimeMs, text: await readFile(path, 'utf8') };
    }
    return cached.text;
  } catch {
    return null;
  }
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * index.html with the page's own title, so the tab reads '{section} | {company} Time Tracker' from the
 * first paint instead of a generic title until the configuration arrives; null when the app is not built.
 */
export async function indexHtml(path: string, title: string): Promise<string | null> {
  const text = await indexText(path);
  if (text === null) return null;
  return text.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}
