// The admin CLI's process (`npx keel …`, apps/api/bin/keel.mjs): commands live in cli/run-cli.ts.
import { runCli } from './cli/run-cli.ts';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    // Interactive: the first line is enough.
    if (process.stdin.isTTY && chunk.includes(10)) break;
  }
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await runCli(process.argv.slice(2), {
  print: (line) => console.log(line),
  printError: (line) => console.error(line),
  readStdin,
});
