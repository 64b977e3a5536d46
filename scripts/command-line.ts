// The scripts' arguments, read by node's own parser (util.parseArgs, strict): an unknown option or
// one missing its value comes back as a sentence to print above the script's usage line.
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";

type Strict<O extends ParseArgsOptionsConfig> = { args: string[]; options: O; allowPositionals: true; strict: true };
export type CommandLine<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<Strict<O>>>;

export function readCommandLine<O extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  options: O,
): { ok: true; values: CommandLine<O>["values"]; positionals: string[] } | { ok: false; problem: string } {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
    return { ok: true, values, positionals };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    const option = /'(-{1,2}[\w-]+)/.exec(message)?.[1] ?? message;
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") return { ok: false, problem: `Not understood: ${option}` };
    return { ok: false, problem: /does not take an argument/.test(message) ? `${option} takes no value.` : `${option} needs a value.` };
  }
}

/**
 * A script's own arguments (process.argv), at most `positionals` of them without a name; anything
 * else ends the script with the problem and its usage line.
 */
export function commandLineOrExit<O extends ParseArgsOptionsConfig>(options: O, usage: string, positionals = 0) {
  const args = readCommandLine(process.argv.slice(2), options);
  const extra = args.ok ? args.positionals.slice(positionals) : [];
  if (!args.ok || extra.length) {
    console.error(`${args.ok ? `Not understood: ${extra.join(" ")}` : args.problem}\n${usage}`);
    process.exit(2);
  }
  return args;
}
