// read/paths.ts: confine (the one check every contract and action path goes through) and the default root.
import { describe, it, expect } from 'vitest';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { confine, defaultRoot, realOf } from '../../src/read/paths.js';
import type { InputError } from '../../src/errors.js';
import { useTmp } from '../score/helpers.js';

const tmp = useTmp();

describe('confine', () => {
  const root = join(tmp.dir(), 'ws');
  mkdirSync(join(root, 'eval'), { recursive: true });
  writeFileSync(join(root, 'eval', 'q.txt'), 'x');
  writeFileSync(join(tmp.dir(), 'secret'), 'x');
  symlinkSync(join(tmp.dir(), 'secret'), join(root, 'eval', 'link'));
  symlinkSync(join(root, 'eval'), join(root, 'inner-link'));
  const scope = { root, name: 'the workspace', fix: 'stay inside' };
  const msg = (input: string) => {
    try {
      return confine(input, join(root, 'eval'), scope, 'judgments');
    } catch (e) {
      return (e as InputError).format();
    }
  };

  it('resolves paths inside, also through a link that stays inside, and files not yet written', () => {
    expect(msg('q.txt')).toBe(join(root, 'eval', 'q.txt'));
    expect(msg('../inner-link/q.txt')).toBe(join(root, 'inner-link', 'q.txt'));
    expect(msg('new/not-yet.txt')).toBe(join(root, 'eval', 'new', 'not-yet.txt'));
  });

  it.each([
    ['../../secret', 'resolves outside'],
    ['/etc/passwd', 'resolves outside'],
    ['link', 'is a link to'],
  ])('%s: %s', (input, how) => {
    const m = msg(input);
    expect(m).toContain(`judgments (${input}) ${how}`);
    expect(m).toMatch(/ the workspace .*\(stay inside\)$/);
  });

  it('a path is normalised before it is checked and opened: link/../q.txt is eval/q.txt, whatever the link points at', () => {
    expect(msg('link/../q.txt')).toBe(join(root, 'eval', 'q.txt'));
  });

  it('names control characters in a path visibly', () => {
    expect(msg('../../a\u001bb')).toContain('judgments (../../a\\u{1B}b) resolves outside');
  });

  it('realOf follows links in the deepest existing folder of a path that does not exist', () => {
    expect(realOf(join(root, 'inner-link', 'missing', 'x'))).toBe(join(realOf(root), 'eval', 'missing', 'x'));
  });
});

describe('defaultRoot', () => {
  it('the repository (a folder with .git), else the working directory holding the contract, else its folder', () => {
    const base = join(tmp.dir(), 'roots');
    mkdirSync(join(base, 'repo', '.git'), { recursive: true });
    mkdirSync(join(base, 'repo', 'a', 'b'), { recursive: true });
    mkdirSync(join(base, 'plain', 'c'), { recursive: true });
    expect(defaultRoot(join(base, 'repo', 'a', 'b'))).toEqual({
      root: join(base, 'repo'),
      name: 'the repository the contract is in',
    });
    expect(defaultRoot(join(base, 'plain', 'c'), join(base, 'plain'))).toEqual({
      root: join(base, 'plain'),
      name: 'the working directory',
    });
    expect(defaultRoot(join(base, 'plain', 'c'), join(base, 'repo'))).toEqual({
      root: join(base, 'plain', 'c'),
      name: "the contract's folder",
    });
  });
});
