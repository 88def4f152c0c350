// The `cueboard` command (cli/bin.mjs runs it through tsx): the program on this process's arguments.
import { main } from './program.ts';

await main(process.argv.slice(2));
