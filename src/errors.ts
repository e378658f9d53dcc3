/**
 * An input problem the user can fix: bad file content, a bad contract, a bad flag.
 * Rendered as one line `file:line:col: message (fix)`; never a stack trace.
 */
export class InputError extends Error {
  constructor(
    message: string,
    readonly where: { file?: string; line?: number; column?: number } = {},
    readonly fix?: string,
  ) {
    super(message);
    this.name = 'InputError';
  }

  /** The one-line form a user sees. */
  format(): string {
    const { file, line, column } = this.where;
    let loc = file ?? '';
    if (file && line !== undefined) loc += `:${line}`;
    if (file && line !== undefined && column !== undefined) loc += `:${column}`;
    const head = loc ? `${loc}: ${this.message}` : this.message;
    return this.fix ? `${head} (${this.fix})` : head;
  }
}

/** Warnings are collected, not printed, so every renderer can show them in its own way. */
export interface Warning {
  code: string;
  message: string;
}
