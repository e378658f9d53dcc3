import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/read/json.ts
var JsonNumber = class {
  constructor(text, value) {
    this.text = text;
    this.value = value;
  }
  text;
  value;
};
var JsonError = class extends Error {
  constructor(message, column) {
    super(message);
    this.column = column;
  }
  column;
};
var MAX_DEPTH = 64;
function parseJsonLine(text) {
  const p = new Parser(text);
  p.ws();
  const v = p.value(0);
  p.ws();
  if (p.i < text.length) throw p.fail("text after the JSON value");
  return v;
}
function isObject(v) {
  return v instanceof Map;
}
var NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
var Parser = class {
  constructor(s) {
    this.s = s;
  }
  s;
  i = 0;
  fail(what) {
    const c = this.s[this.i];
    return new JsonError(c === void 0 ? `${what}, but the line ends` : what, this.i + 1);
  }
  ws() {
    const s = this.s;
    let i = this.i;
    for (; ; ) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
    this.i = i;
  }
  value(depth) {
    const c = this.s[this.i];
    if (c === '"') return this.string();
    if (c === "{" || c === "[") {
      if (depth >= MAX_DEPTH) throw this.fail(`nested deeper than ${MAX_DEPTH} levels`);
      return c === "{" ? this.object(depth + 1) : this.array(depth + 1);
    }
    if (c === "-" || c !== void 0 && c >= "0" && c <= "9") return this.number();
    for (const [word, v] of [["true", true], ["false", false], ["null", null]]) {
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    }
    throw this.fail("expected a JSON value");
  }
  object(depth) {
    const out = /* @__PURE__ */ new Map();
    this.i++;
    this.ws();
    if (this.s[this.i] === "}") {
      this.i++;
      return out;
    }
    for (; ; ) {
      this.ws();
      if (this.s[this.i] !== '"') throw this.fail('expected a "key"');
      const at = this.i;
      const key = this.string();
      if (out.has(key)) throw new JsonError(`the key ${JSON.stringify(key)} appears twice`, at + 1);
      this.ws();
      if (this.s[this.i] !== ":") throw this.fail('expected ":"');
      this.i++;
      this.ws();
      out.set(key, this.value(depth));
      this.ws();
      const c = this.s[this.i];
      this.i++;
      if (c === "}") return out;
      if (c !== ",") {
        this.i--;
        throw this.fail('expected "," or "}"');
      }
    }
  }
  array(depth) {
    const out = [];
    this.i++;
    this.ws();
    if (this.s[this.i] === "]") {
      this.i++;
      return out;
    }
    for (; ; ) {
      this.ws();
      out.push(this.value(depth));
      this.ws();
      const c = this.s[this.i];
      this.i++;
      if (c === "]") return out;
      if (c !== ",") {
        this.i--;
        throw this.fail('expected "," or "]"');
      }
    }
  }
  number() {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (!m) throw this.fail("malformed number");
    this.i += m[0].length;
    return new JsonNumber(m[0], Number(m[0]));
  }
  string() {
    const s = this.s;
    let i = this.i + 1;
    let out = "";
    let from = i;
    for (; ; ) {
      const c = s.charCodeAt(i);
      if (Number.isNaN(c)) throw new JsonError("unclosed string (the line ends before its closing quote)", i + 1);
      if (c === 34) break;
      if (c < 32) {
        this.i = i;
        throw this.fail("a raw control character in a string (write it as \\u00XX)");
      }
      if (c === 92) {
        out += s.slice(from, i);
        const e = s[i + 1];
        if (e === "u") {
          const hex = s.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
            this.i = i;
            throw this.fail("a bad \\u escape");
          }
          let code = parseInt(hex, 16);
          i += 6;
          if (code >= 55296 && code <= 56319) {
            const low = /^\\u([dD][c-fC-F][0-9a-fA-F]{2})/.exec(s.slice(i, i + 6));
            if (!low) {
              this.i = i - 6;
              throw this.fail("a lone surrogate escape (not a character)");
            }
            code = 65536 + (code - 55296 << 10) + (parseInt(low[1], 16) - 56320);
            i += 6;
          } else if (code >= 56320 && code <= 57343) {
            this.i = i - 6;
            throw this.fail("a lone surrogate escape (not a character)");
          }
          out += String.fromCodePoint(code);
        } else {
          const v = ESCAPES[e];
          if (v === void 0) {
            this.i = i;
            throw this.fail("a bad escape");
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
};
var ESCAPES = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "	" };

export {
  JsonNumber,
  JsonError,
  parseJsonLine,
  isObject
};
//# sourceMappingURL=chunk-SEMWOVNM.js.map
