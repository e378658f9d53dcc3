/**
 * A strict parser for one JSON value per line (JSONL runs and slices). JSON.parse is not enough for input that must
 * never be coerced silently: it keeps the last of two equal keys, turns 9007199254740993 into …992 and 1e400 into
 * Infinity, and turns a lone "\ud800" into a string that UTF-8 cannot hold. Here a duplicate key or a lone surrogate
 * is an error, and every number keeps its source text next to its value, so an id written as a number stays exactly
 * what was written. Objects are Maps (a key "__proto__" is just a key).
 */

export type JsonValue = string | JsonNumber | boolean | null | JsonValue[] | JsonObject;
export type JsonObject = Map<string, JsonValue>;

export class JsonNumber {
  constructor(
    readonly text: string,
    readonly value: number,
  ) {}
}

/** A syntax error, or a duplicate key, at a column (1-based, in characters) of the line. */
export class JsonError extends Error {
  constructor(
    message: string,
    readonly column: number,
  ) {
    super(message);
  }
}

/** Deeper nesting is refused (a line of 500,000 "[" would otherwise overflow the stack). */
const MAX_DEPTH = 64;

export function parseJsonLine(text: string): JsonValue {
  const p = new Parser(text);
  p.ws();
  const v = p.value(0);
  p.ws();
  if (p.i < text.length) throw p.fail('text after the JSON value');
  return v;
}

export function isObject(v: JsonValue): v is JsonObject {
  return v instanceof Map;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

class Parser {
  i = 0;
  constructor(private s: string) {}

  fail(what: string): JsonError {
    const c = this.s[this.i];
    return new JsonError(c === undefined ? `${what}, but the line ends` : what, this.i + 1);
  }

  ws(): void {
    const s = this.s;
    let i = this.i;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
    this.i = i;
  }

  value(depth: number): JsonValue {
    const c = this.s[this.i];
    if (c === '"') return this.string();
    if (c === '{' || c === '[') {
      if (depth >= MAX_DEPTH) throw this.fail(`nested deeper than ${MAX_DEPTH} levels`);
      return c === '{' ? this.object(depth + 1) : this.array(depth + 1);
    }
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    }
    throw this.fail('expected a JSON value');
  }

  object(depth: number): JsonObject {
    const out: JsonObject = new Map();
    this.i++;
    this.ws();
    if (this.s[this.i] === '}') {
      this.i++;
      return out;
    }
    for (;;) {
      this.ws();
      if (this.s[this.i] !== '"') throw this.fail('expected a "key"');
      const at = this.i;
      const key = this.string();
      if (out.has(key)) throw new JsonError(`the key ${JSON.stringify(key)} appears twice`, at + 1);
      this.ws();
      if (this.s[this.i] !== ':') throw this.fail('expected ":"');
      this.i++;
      this.ws();
      out.set(key, this.value(depth));
      this.ws();
      const c = this.s[this.i];
      this.i++;
      if (c === '}') return out;
      if (c !== ',') {
        this.i--;
        throw this.fail('expected "," or "}"');
      }
    }
  }

  array(depth: number): JsonValue[] {
    const out: JsonValue[] = [];
    this.i++;
    this.ws();
    if (this.s[this.i] === ']') {
      this.i++;
      return out;
    }
    for (;;) {
      this.ws();
      out.push(this.value(depth));
      this.ws();
      const c = this.s[this.i];
      this.i++;
      if (c === ']') return out;
      if (c !== ',') {
        this.i--;
        throw this.fail('expected "," or "]"');
      }
    }
  }

  number(): JsonNumber {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (!m) throw this.fail('malformed number');
    this.i += m[0].length;
    return new JsonNumber(m[0], Number(m[0]));
  }

  string(): string {
    const s = this.s;
    let i = this.i + 1;
    let out = '';
    let from = i;
    for (;;) {
      const c = s.charCodeAt(i);
      if (Number.isNaN(c)) throw new JsonError('unclosed string (the line ends before its closing quote)', i + 1);
      if (c === 34) break;
      if (c < 0x20) {
        this.i = i;
        throw this.fail('a raw control character in a string (write it as \\u00XX)');
      }
      if (c === 92) {
        out += s.slice(from, i);
        const e = s[i + 1];
        if (e === 'u') {
          const hex = s.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
            this.i = i;
            throw this.fail('a bad \\u escape');
          }
          let code = parseInt(hex, 16);
          i += 6;
          if (code >= 0xd800 && code <= 0xdbff) {
            const low = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(s.slice(i, i + 6));
            if (!low) {
              this.i = i - 6;
              throw this.fail('a lone surrogate escape (not a character)');
            }
            code = 0x10000 + ((code - 0xd800) << 10) + (parseInt(low[1], 16) - 0xdc00);
            i += 6;
          } else if (code >= 0xdc00 && code <= 0xdfff) {
            this.i = i - 6;
            throw this.fail('a lone surrogate escape (not a character)');
          }
          out += String.fromCodePoint(code);
        } else {
          const v = ESCAPES[e];
          if (v === undefined) {
            this.i = i;
            throw this.fail('a bad escape');
          }
          out += v;
          i += 2;
        }
        from = i;
        continue;
      }
      i++;
    }
    out += s.slice(from, i);
    this.i = i + 1;
    return out;
  }
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
