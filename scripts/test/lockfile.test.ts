/**
 * The lockfile installs the store on every developer's machine, not only on the one that wrote
 * it. A package with native builds (workerd, Biome, Astro's compiler, esbuild…) names one
 * optional dependency per platform, and `pnpm install --frozen-lockfile` installs only those the
 * lockfile lists. A lockfile rewritten on Linux once kept only Linux's: on a Mac, `npm start` then
 * had no workerd to serve the store with.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lockfile = readFileSync(new URL('../../pnpm-lock.yaml', import.meta.url), 'utf8');

/** Each entry of the lockfile's `snapshots:` section, with the names of its optional dependencies. */
function optionalDependencies(text: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  const snapshots = text.slice(text.indexOf('\nsnapshots:\n'));
  let entry = '';
  let inOptional = false;
  for (const line of snapshots.split('\n')) {
    const head = /^ {2}(\S.*):$/.exec(line);
    if (head?.[1]) {
      entry = head[1].replaceAll("'", '');
      inOptional = false;
    } else if (/^ {4}\S/.test(line)) {
      inOptional = line.trim() === 'optionalDependencies:';
    } else if (inOptional && entry) {
      const name = /^ {6}'?([^':]+)'?:/.exec(line)?.[1];
      if (name) entries.set(entry, [...(entries.get(entry) ?? []), name]);
    }
  }
  return entries;
}

describe('pnpm-lock.yaml', () => {
  const entries = optionalDependencies(lockfile);

  it('is read: workerd names its builds as optional dependencies', () => {
    const workerd = [...entries].filter(([entry]) => entry.startsWith('workerd@'));
    expect(workerd.length).toBeGreaterThan(0);
  });

  it('lists the macOS and Windows builds of every package it lists a Linux build of', () => {
    const platform = /linux|darwin|win32|windows/;
    const incomplete = [...entries]
      // A platform's own build (sharp's Linux build needs libvips's Linux build) is left out.
      .filter(([entry, names]) => !platform.test(entry) && names.some((name) => /linux/.test(name)))
      .flatMap(([entry, names]) => {
        const missing = [
          names.some((name) => /darwin/.test(name)) ? [] : ['macOS'],
          names.some((name) => /win32|windows/.test(name)) ? [] : ['Windows'],
        ].flat();
        return missing.length > 0 ? [`${entry}: no ${missing.join(' or ')} build`] : [];
      });
    expect(incomplete).toEqual([]);
  });
});
