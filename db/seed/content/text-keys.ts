// Finds the interface-text keys a source file asks for, so a test can check each has a text in every
// language. Used only by tests; it reads the code as text, which is enough for the calls we write:
//   t('key'), t(cond ? 'a' : 'b'), t(`prefix-${value}`), pageText(layout, 'key'),
//   translate(texts, 'key'), basis('key', ...)
// A call whose key is a variable (t(key), t(actionData.error)) is "indirect": the keys it can get are
// the kebab-case literals written in the same file.

export interface TextKeyUse {
  /** Keys written out in full. */
  keys: string[];
  /** Template prefixes, as in t(`fuel-${x}`) → "fuel". */
  prefixes: string[];
  /** Whether some call's key is a variable. */
  indirect: boolean;
}

const CALL = /(?<![\w.$])(t|pageText|translate|basis)\(/g;
/** Where the key is among the call's arguments. */
const KEY_ARGUMENT: Record<string, number> = { t: 0, basis: 0, pageText: 1, translate: 1 };
const KEBAB_LITERAL = /'([a-z][a-z0-9]*(?:-[a-z0-9]+)+)'/g;
/** Literals that are not text keys: module names, and header names given to get/set/append/has/delete. */
const NOT_KEYS = [/\bfrom\s+'[^']*'/g, /\bimport\s*\(?\s*'[^']*'/g, /\.(?:get|set|append|has|delete)\(\s*'[^']*'/g];

/** The text of the call's arguments, split at top-level commas; null if the parenthesis never closes. */
function callArguments(source: string, open: number): string[] | null {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"' || c === '`') {
      // Skip a string; template expressions are rare enough in key arguments to skip whole.
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) {
        args.push(source.slice(start, i).trim());
        return args;
      }
      depth--;
    } else if (c === ',' && depth === 0) {
      args.push(source.slice(start, i).trim());
      start = i + 1;
    }
  }
  return null;
}

/** The parts of a conditional expression that can be its value: `c ? 'a' : d ? 'b' : 'c'` → 'a', 'b', 'c'. */
function valueBranches(expression: string): string[] {
  const parts: { text: string; before: string }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < expression.length && expression[i] !== c; i++) if (expression[i] === '\\') i++;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && (c === '?' || c === ':') && expression[i + 1] !== '?' && expression[i - 1] !== '?' && expression[i + 1] !== '.') {
      parts.push({ text: expression.slice(start, i), before: c });
      start = i + 1;
    }
  }
  parts.push({ text: expression.slice(start), before: '' });
  // A part followed by "?" is a condition, not a value.
  return parts.filter((p) => p.before !== '?').map((p) => p.text.trim());
}

export function textKeysIn(source: string): TextKeyUse {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  let indirect = false;
  for (const match of source.matchAll(CALL)) {
    const args = callArguments(source, match.index + match[0].length - 1);
    const argument = args?.[KEY_ARGUMENT[match[1]!]!];
    // A definition such as `function t(key: string)` or `(key: string, ...)`, or a call with no key.
    if (!argument || /^\w+\??\s*:/.test(argument)) continue;
    for (const branch of valueBranches(argument)) {
      const literal = /^'([^']*)'$/.exec(branch);
      const template = /^`([a-z0-9-]*?)-?\$\{[^`]*\}`$/.exec(branch);
      if (literal) keys.add(literal[1]!);
      else if (template) prefixes.add(template[1]!);
      else if (/^\w+$/.test(branch) && new RegExp(`\\b${branch}\\??\\s*:\\s*string\\b`).test(source)) continue; // a translator's own parameter
      else if (/^[\w.?!]+$/.test(branch)) indirect = true;
      else throw new Error(`cannot read the text key of ${match[1]}(${argument})`);
    }
  }
  if (indirect) {
    const code = NOT_KEYS.reduce((text, pattern) => text.replace(pattern, ''), source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''));
    for (const match of code.matchAll(KEBAB_LITERAL)) keys.add(match[1]!);
  }
  return { keys: [...keys], prefixes: [...prefixes], indirect };
}
