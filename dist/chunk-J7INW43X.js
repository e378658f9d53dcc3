import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);

// src/errors.ts
var InputError = class extends Error {
  constructor(message, where = {}, fix) {
    super(message);
    this.where = where;
    this.fix = fix;
    this.name = "InputError";
  }
  where;
  fix;
  /** The one-line form a user sees. */
  format() {
    const { file, line, column } = this.where;
    let loc = file ?? "";
    if (file && line !== void 0) loc += `:${line}`;
    if (file && line !== void 0 && column !== void 0) loc += `:${column}`;
    const head = loc ? `${loc}: ${this.message}` : this.message;
    return this.fix ? `${head} (${this.fix})` : head;
  }
};

export {
  InputError
};
//# sourceMappingURL=chunk-J7INW43X.js.map
