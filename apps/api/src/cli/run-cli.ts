// `npx keel <command>`: the admin CLI's commands, options and help. runCli() takes its input
// and output as arguments so tests call it in-process; cli.ts is the process around it.
import { parseArgs } from 'node:util';
import { PgliteInUseError } from '@keel/db/pglite-lock';
import { readEnv } from '../env.ts';
import { backupCommand } from './backup-command.ts';
import { CliError, type CliContext } from './cli-context.ts';
import { checkCommand, migrateCommand, seedDemoCommand } from './database-commands.ts';
import { restoreCommand } from './restore-command.ts';
import { createAdminCommand, resetPasswordCommand } from './user-commands.ts';

type Options = Record<string, string | boolean | undefined>;
interface Command {
  summary: string;
  usage?: string;
  options?: Record<string, { type: 'string' }>;
  run(context: CliContext, options: Options): Promise<void>;
}

const text = (options: Options) => options as Record<string, string | undefined>;
const userOptions = {
  email: { type: 'string' },
  password: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
} as const;

const commands: Record<string, Command> = {
  migrate: {
    summary: 'Apply the pending database migrations (the server also does at start).',
    run: (context) => migrateCommand(context),
  },
  'create-admin': {
    summary: "Create a user with the built-in 'admin' role.",
    usage:
      '--email E --first-name F --last-name L [--password P]   (no --password: read from standard input)',
    options: userOptions,
    run: (context, options) => createAdminCommand(context, text(options)),
  },
  'reset-password': {
    summary: "Set a user's password and sign out their sessions.",
    usage: '--email E [--password P]   (no --password: read from standard input)',
    options: { email: userOptions.email, password: userOptions.password },
    run: (context, options) => resetPasswordCommand(context, text(options)),
  },
  'seed-demo': {
    summary: 'Fill an empty database with the demo data.',
    run: (context) => seedDemoCommand(context),
  },
  backup: {
    summary:
      'Write the database and the stored files to one archive (PGlite: stop the server first).',
    usage: '[--out FILE]   (default keel-backup-<time>.tar.gz here)',
    options: { out: { type: 'string' } },
    run: (context, options) => backupCommand(context, text(options)),
  },
  restore: {
    summary: 'Restore an archive from keel backup into an empty data folder or database.',
    usage: '--from FILE',
    options: { from: { type: 'string' } },
    run: (context, options) => restoreCommand(context, text(options)),
  },
  check: {
    summary: 'Validate the configuration and reach the database.',
    run: (context) => checkCommand(context),
  },
};

export function helpText(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    'Usage: npx keel <command> [options]',
    '',
    'Commands:',
    ...Object.entries(commands).map(
      ([name, command]) =>
        `  ${name.padEnd(width)}  ${command.summary}${command.usage ? `\n  ${' '.repeat(width)}    ${command.usage}` : ''}`,
    ),
    '',
    'Settings come from the same environment variables as the server (DATABASE_URL, DATA_DIR…; README "Configuration").',
    'Run `npx keel <command> --help` for one command.',
  ].join('\n');
}

export interface CliIo {
  /** The settings (tests); the process's environment when absent. */
  env?: NodeJS.ProcessEnv;
  print(line: string): void;
  printError(line: string): void;
  readStdin(): Promise<string>;
}

/** Runs one command; resolves to the process exit code. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    io.print(helpText());
    return name ? 0 : 1;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    io.printError(`keel: unknown command "${name}".\n\n${helpText()}`);
    return 1;
  }
  try {
    const { values } = parseArgs({
      args: rest,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      strict: true,
    });
    if (values.help) {
      io.print(`Usage: npx keel ${name} ${command.usage ?? ''}\n\n${command.summary}`);
      return 0;
    }
    const context: CliContext = { env: readEnv(io.env), print: io.print, readStdin: io.readStdin };
    await command.run(context, values);
    return 0;
  } catch (error) {
    // Known failures (bad option, bad configuration, refused restore…) print their message only.
    const known =
      error instanceof CliError ||
      error instanceof PgliteInUseError ||
      (error instanceof Error &&
        ('code' in error
          ? String(error.code).startsWith('ERR_PARSE_ARGS')
          : error.message.startsWith('Invalid configuration')));
    io.printError(
      `keel ${name}: ${known ? (error as Error).message : String((error as Error)?.stack ?? error)}`,
    );
    return 1;
  }
}
