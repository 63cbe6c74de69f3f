// @vitest-environment node
/**
 * The contract guard's judgement on small hand-made contracts: what breaks a host page fails,
 * what only adds passes and is listed, and a major changeset is what lets a break through.
 */
import { describe, expect, it } from 'vitest';
import { bumpFor, majorChangesets } from './changesets';
import { compareContracts, objectMembers, typeChangeBreaks, unionMembers } from './compare';
import {
  apiReportEntries,
  elementsEntries,
  hostApiEntries,
  packageEntries,
  type ElementsManifest,
} from './contract-entries';
import type { HostApi, RoveMember } from './host-types';

function manifest(
  attributes: { name: string; type: string }[],
  events: { name: string; type: string }[] = [],
): ElementsManifest {
  return {
    modules: [
      {
        declarations: [
          {
            tagName: 'rove-carousel',
            attributes: attributes.map(({ name, type }) => ({ name, type: { text: type } })),
            events: events.map(({ name, type }) => ({ name, type: { text: type } })),
            members: [{ kind: 'field', name: 'index', type: { text: 'number' } }],
            cssParts: [{ name: 'slide' }],
            cssProperties: [{ name: '--rove-focus' }],
          },
        ],
      },
    ],
  };
}

const autoplay = { name: 'autoplay', type: "boolean | '' | 'true' | 'false'" };
const changed = { name: 'rove:slide-changed', type: 'CustomEvent<{ index: number }>' };
const released = elementsEntries(manifest([autoplay], [changed]));

function hostApi(rove: HostApi['rove'], settings: HostApi['settings'] = {}): HostApi {
  return { settings, rove, roveEvents: {} };
}

const version: RoveMember = { kind: 'value', type: 'string' };
const roveApi: HostApi['rove'] = {
  version,
  grantConsent: { kind: 'function', type: '() => void' },
};

describe('compareContracts', () => {
  it('passes an unchanged contract with nothing to list', () => {
    expect(compareContracts(released, elementsEntries(manifest([autoplay], [changed])))).toEqual({
      breaking: [],
      additions: [],
    });
  });

  it('fails a removed attribute', () => {
    const { breaking } = compareContracts(released, elementsEntries(manifest([], [changed])));
    expect(breaking).toEqual([{ id: '<rove-carousel> attribute autoplay', note: 'removed' }]);
  });

  it("fails an attribute whose type narrows (a page's old value is no longer accepted)", () => {
    const today = elementsEntries(manifest([{ name: 'autoplay', type: 'boolean' }], [changed]));
    const { breaking } = compareContracts(released, today);
    expect(breaking).toHaveLength(1);
    expect(breaking[0]!.id).toBe('<rove-carousel> attribute autoplay');
    expect(breaking[0]!.note).toMatch(/^accepts less/);
  });

  it('passes an attribute whose type widens, and lists it', () => {
    const wider = { name: 'autoplay', type: "boolean | '' | 'true' | 'false' | 'on'" };
    const { breaking, additions } = compareContracts(
      released,
      elementsEntries(manifest([wider], [changed])),
    );
    expect(breaking).toEqual([]);
    expect(additions.map((change) => change.id)).toEqual(['<rove-carousel> attribute autoplay']);
  });

  it('passes an added optional attribute, and lists it', () => {
    const today = elementsEntries(
      manifest([autoplay, { name: 'label', type: 'string' }], [changed]),
    );
    expect(compareContracts(released, today)).toEqual({
      breaking: [],
      additions: [{ id: '<rove-carousel> attribute label', note: 'added' }],
    });
  });

  it('fails a removed event', () => {
    const { breaking } = compareContracts(released, elementsEntries(manifest([autoplay])));
    expect(breaking).toEqual([{ id: '<rove-carousel> event rove:slide-changed', note: 'removed' }]);
  });

  it('fails a removed CSS part and a removed tag', () => {
    const noPart = elementsEntries(manifest([autoplay], [changed])).filter(
      (entry) => !entry.id.includes(' part '),
    );
    expect(compareContracts(released, noPart).breaking.map((c) => c.id)).toEqual([
      '<rove-carousel> part slide',
    ]);
    expect(compareContracts(released, []).breaking.map((c) => c.id)).toContain('<rove-carousel>');
  });

  it('fails a removed Rove method and passes an added one', () => {
    const before = hostApiEntries(hostApi(roveApi));
    expect(compareContracts(before, hostApiEntries(hostApi({ version }))).breaking).toEqual([
      { id: 'Rove.grantConsent', note: 'removed' },
    ]);
    const more = { ...roveApi, revokeConsent: { kind: 'function' as const, type: '() => void' } };
    expect(compareContracts(before, hostApiEntries(hostApi(more)))).toEqual({
      breaking: [],
      additions: [{ id: 'Rove.revokeConsent', note: 'added' }],
    });
  });

  it('fails a settings key that accepts fewer values and passes one that accepts more', () => {
    const before = hostApiEntries(hostApi({}, { country: "'US' | 'UK'" }));
    const fewer = hostApiEntries(hostApi({}, { country: "'US'" }));
    const more = hostApiEntries(hostApi({}, { country: "'UK' | 'US' | 'KR'" }));
    expect(compareContracts(before, fewer).breaking.map((c) => c.id)).toEqual(['settings country']);
    expect(compareContracts(before, more).breaking).toEqual([]);
  });

  it('fails a changed declaration line of a types report', () => {
    const report = (member: string) =>
      `## API Report\n\n\`\`\`ts\n\n// @public\nexport interface ResultsPage {\n    ${member}\n}\n\n\`\`\`\n`;
    const before = apiReportEntries('server', report('pathname: string;'));
    const today = apiReportEntries('server', report('pathname: URL;'));
    const { breaking, additions } = compareContracts(before, today);
    expect(breaking).toEqual([
      { id: 'server: export interface ResultsPage { › pathname: string;', note: 'removed' },
    ]);
    expect(additions.map((c) => c.id)).toEqual([
      'server: export interface ResultsPage { › pathname: URL;',
    ]);
  });

  it('reads a report written with CRLF line ends as API Extractor writes them', () => {
    const lf = `## API Report\n\n\`\`\`ts\n\n// @public\nexport interface RoveApi {\n    version: string;\n}\n\n\`\`\`\n`;
    const crlf = apiReportEntries('index', lf.replace(/\n/g, '\r\n'));
    expect(crlf.map((e) => e.id)).toEqual([
      'index: export interface RoveApi {',
      'index: export interface RoveApi { › version: string;',
    ]);
  });
});

describe('typeChangeBreaks', () => {
  it('lets outputs narrow but not widen, and writable properties not change at all', () => {
    expect(typeChangeBreaks('output', "'a' | 'b'", "'a'")).toBeNull();
    expect(typeChangeBreaks('output', "'a'", "'a' | 'b'")).toMatch(/never gave/);
    expect(typeChangeBreaks('both', 'number', 'number | string')).toMatch(/^type changed/);
    expect(typeChangeBreaks('input', "'a' | 'b'", "'b' | 'a'")).toBeNull();
  });

  it("reads a union's members at the top level only", () => {
    expect(unionMembers("CustomEvent<{ a: 'x' | 'y' }> | null")).toEqual([
      "CustomEvent<{ a: 'x' | 'y' }>",
      'null',
    ]);
    expect(unionMembers("((a: 'x' | 'y') => void) | '|'")).toEqual([
      "((a: 'x' | 'y') => void)",
      "'|'",
    ]);
  });
});

describe('major changesets', () => {
  const major = '---\n"rove-widgets": major\n---\n\nRemove `<rove-carousel autoplay>`.\n';
  const minor = "---\n'rove-widgets': minor\n---\n\nAdd `label`.\n";

  it('reads the bump a changeset gives the package', () => {
    expect(bumpFor(major, 'rove-widgets')).toBe('major');
    expect(bumpFor(minor, 'rove-widgets')).toBe('minor');
    expect(bumpFor(major, 'other-package')).toBe('none');
    expect(bumpFor('no front matter', 'rove-widgets')).toBe('none');
  });

  it('finds the changesets that mark a major bump', () => {
    const changesets = [
      { file: 'brave-owls-sing.md', text: minor },
      { file: 'quiet-cats-run.md', text: major },
    ];
    expect(majorChangesets(changesets, 'rove-widgets')).toEqual(['quiet-cats-run.md']);
    expect(majorChangesets(changesets.slice(0, 1), 'rove-widgets')).toEqual([]);
  });
});

describe('package entries', () => {
  const pkg = {
    exports: { '.': './dist/loader.js', './server': { node: './dist/server.js' } },
    peerDependencies: { react: '^19.0.0' },
    engines: { node: '>=20.19' },
  };

  it('fails a removed entry point, a narrowed peer range and a higher engine', () => {
    const today = {
      exports: { '.': './dist/loader.js' },
      peerDependencies: { react: '^19.1.0' },
      engines: { node: '>=22' },
    };
    expect(
      compareContracts(packageEntries(pkg), packageEntries(today)).breaking.map((c) => c.id),
    ).toEqual(['import rove-widgets/server', 'peer dependency react', 'engine node']);
  });

  it('passes a peer range that accepts more versions', () => {
    const today = { ...pkg, peerDependencies: { react: '^19.0.0 || ^20.0.0' } };
    expect(compareContracts(packageEntries(pkg), packageEntries(today)).breaking).toEqual([]);
  });
});

describe('event details', () => {
  it('passes a detail that gains a key and fails one that loses or changes a key', () => {
    const before = 'CustomEvent<{ index: number; label: string }>';
    expect(
      typeChangeBreaks(
        'output',
        before,
        'CustomEvent<{ index: number; label: string; count?: number }>',
      ),
    ).toBeNull();
    expect(typeChangeBreaks('output', before, 'CustomEvent<{ index: number }>')).toMatch(
      /never gave/,
    );
    expect(
      typeChangeBreaks('output', before, 'CustomEvent<{ index: string; label: string }>'),
    ).toMatch(/never gave/);
  });

  it("reads an object type's members at the top level only", () => {
    expect(objectMembers("CustomEvent<{ a: { b: 1; c: 2 }; d: 'x' | 'y' }>")).toEqual([
      'a: { b: 1; c: 2 }',
      "d: 'x' | 'y'",
    ]);
    expect(objectMembers('{ a: 1 } | null')).toBeNull();
    expect(objectMembers('string')).toBeNull();
  });
});
