/** The frame of the operator commands (restore, copy to PostgreSQL): arguments, configuration, exit code. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, loadConfig } from '../config';
import { CommandError } from './backup-file';

export interface CommandArgs {
  positional: string[];
  /** `--name value` pairs. */
  options: Record<string, string>;
}

export function parseArgs(argv: string[]): CommandArgs {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    if (arg.startsWith('--')) options[arg.slice(2)] = argv[++index] ?? '';
    else positional.push(arg);
  }
  return { positional, options };
}

/**
 * Runs `command` when `moduleUrl` is the process's entry point (not when a test imports the module).
 * It answers false for wrong arguments (→ the usage line); a CommandError or ConfigError prints its message.
 */
export function runCommand(
  moduleUrl: string,
  usage: string,
  command: (args: CommandArgs, config: Config) => Promise<boolean>,
) {
  const entry = process.argv[1];
  if (!entry || fs.realpathSync(fileURLToPath(moduleUrl)) !== fs.realpathSync(entry)) return;
  (async () => {
    const config = loadConfig();
    if (!(await command(parseArgs(process.argv.slice(2)), config))) {
      console.error(`Usage\u00a0: ${usage}`);
      process.exitCode = 2;
    }
  })().catch((error: unknown) => {
    console.error(
      error instanceof CommandError || error instanceof ConfigError
        ? error.message
        : `Échec\u00a0: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  });
}
