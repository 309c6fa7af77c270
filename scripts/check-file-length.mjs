// The house limit (issue #15): no source or test file over 400 lines.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file !== '' && !file.includes('/generated/'));
const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > LIMIT)
    problems.push(`${file}: ${lines} lines, over the limit of ${LIMIT}: split it by what its parts do`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
