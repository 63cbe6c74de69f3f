import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, GROUPED_FILES } from './chunk-groups';

describe('chunk groups', () => {
  it('name only files that exist: a moved or renamed module would silently leave its group', () => {
    const missing = Object.entries(GROUPED_FILES).flatMap(([group, files]) =>
      files.filter((file) => !existsSync(file)).map((file) => `${group}: ${file}`),
    );
    expect(missing).toEqual([]);
  });

  it('put each listed file, and only those (with the kit packages), in its group', () => {
    const groupOf = (id: string) => CHUNK_GROUPS.find((group) => group.test(id))?.name;
    for (const [group, files] of Object.entries(GROUPED_FILES))
      for (const file of files) expect(groupOf(`/work/project/${file}`), file).toBe(group);
    expect(groupOf('/work/project/node_modules/preact/compat/dist/compat.module.js')).toBe('kit');
    expect(groupOf('/work/project/widgets/love/useLove.ts')).toBeUndefined();
    expect(groupOf('/work/project/widgets/shared/overlays/modal.css?raw')).toBe('modal');
    // loader.js's own copy of a kit module stays in loader.js (build/loader-own-copy.ts).
    expect(groupOf('/work/project/core/next-task.ts?loader-own')).toBeUndefined();
  });
});
