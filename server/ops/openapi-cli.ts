// npm run openapi: writes the served contract to docs/openapi.json (see openapi.ts beside this).
import { writeFile } from 'node:fs/promises';
import { CONTRACT_FILE, contractText, servedContract } from './openapi.ts';

await writeFile(CONTRACT_FILE, contractText(await servedContract()));
console.log(`Wrote ${CONTRACT_FILE}`);
