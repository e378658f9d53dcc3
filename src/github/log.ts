import * as core from '@actions/core';
import { randomBytes } from 'node:crypto';
import { fenced } from '../report/log-line.js';

/**
 * Plain log lines of the action. @actions/core writes `info` text as it is, so a slice value holding a line break
 * and `::add-mask::…` would be a workflow command; every plain line goes through here instead and is one inert line
 * (report/log-line.ts). Annotations (`core.warning`, `core.error`, `core.notice`, `setFailed`) need no help: the
 * toolkit escapes their messages and properties.
 */
export function info(text: string): void {
  // A fresh token per fenced line: nothing printed earlier can hold it. Random, and never part of a report.
  for (const l of fenced(text, randomBytes(16).toString('hex'))) core.info(l);
}
