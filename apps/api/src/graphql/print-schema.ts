import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printContract } from './print.ts';

const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
writeFileSync(target, printContract());
console.log(`wrote ${target}`);
