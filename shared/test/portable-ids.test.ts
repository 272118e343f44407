import { decode, encode } from '@jridgewell/sourcemap-codec';
import { assignIds, portableName, portableSourceMap, sortedManifest } from '../build/portable-ids.mjs';

const consumeReact = (root: string) =>
  `consume shared module (default) react@^19.2.0 (strict) (fallback: ${root}/node_modules/react/index.js)`;

describe('portable module names and ids', () => {
  it('names a module the same from two checkouts, plain and URL-encoded paths alike', () => {
    expect(portableName(consumeReact('/home/ana/journeys'), '/home/ana/journeys')).toBe(
      portableName(consumeReact('/srv/ci/build-7/journeys'), '/srv/ci/build-7/journeys'),
    );
    const dataUrl = (root: string) =>
      `data:text/javascript,import%20x%20from%20%22${encodeURIComponent(root)}%2Fx.cjs%22`;
    expect(portableName(dataUrl('/a/b'), '/a/b')).toBe(portableName(dataUrl('/c/d/e'), '/c/d/e'));
    expect(portableName(consumeReact('/a/b'), '/a/b')).not.toContain('/a/b');
  });

  it('gives distinct ids that do not depend on the order the modules were found in', () => {
    const names = Array.from({ length: 600 }, (_, i) => `./src/module-${i}.ts`);
    const ids = assignIds(names);
    const shuffled = assignIds([...names].reverse());
    expect(new Set(ids.values()).size).toBe(names.length);
    for (const name of names) expect(shuffled.get(name)).toBe(ids.get(name));
    // Like Rspack's 'deterministic': a range of at least 20 ids per module, from 1000 up.
    expect(Math.max(...ids.values())).toBeLessThan(100_000);
    expect([...assignIds(['./a.ts']).values()][0]).toBeLessThan(1000);
  });

  it('refuses two modules with one name rather than give both one id', () => {
    expect(() => assignIds(['./a.ts', './b.ts', './a.ts'])).toThrow('two modules share the name ./a.ts');
  });

  it('keeps the id of a module when another module is added', () => {
    const before = assignIds(['./a.ts', './b.ts', './c.ts']);
    const after = assignIds(['./a.ts', './b.ts', './c.ts', './d.ts']);
    expect(after.get('./a.ts')).toBe(before.get('./a.ts'));
  });

  it('writes the manifest lists in id order, formatted as Rspack formats them', () => {
    const manifest = {
      id: 'feed',
      shared: [{ id: 'feed:zustand' }, { id: 'feed:axios' }, { id: 'feed:react' }],
      remotes: [],
      exposes: [{ id: 'feed:Feed' }],
    };
    const sorted = sortedManifest(JSON.stringify(manifest, null, 2));
    expect(JSON.parse(sorted).shared.map((s: { id: string }) => s.id)).toEqual([
      'feed:axios',
      'feed:react',
      'feed:zustand',
    ]);
    expect(sorted).toBe(JSON.stringify({ ...manifest, shared: JSON.parse(sorted).shared }, null, 2));
  });
});

describe('portable source maps', () => {
  const source = (root: string) => `import x from "${root}/node_modules/x.cjs";\nconsole.log(x);`;
  // Generated line 1: a segment for `import` (column 0), one for `x` after the path, one on line 2.
  const mapFor = (root: string) => {
    const content = source(root);
    const afterPath = content.indexOf('.cjs') + 4;
    return JSON.stringify({
      version: 3,
      file: 'main.js',
      sources: [`data:text/javascript,${encodeURIComponent(content)}`],
      sourcesContent: [content],
      names: [],
      mappings: encode([
        [
          [0, 0, 0, 0],
          [5, 0, 0, afterPath],
        ],
        [[0, 0, 1, 8]],
      ]),
    });
  };

  it('is the same from two checkouts of different lengths, and still points at the same code', () => {
    const a = portableSourceMap(mapFor('/home/ana/journeys'), '/home/ana/journeys');
    const b = portableSourceMap(
      mapFor('/srv/ci/build-17/checkout/journeys'),
      '/srv/ci/build-17/checkout/journeys',
    );
    expect(a).toBe(b);
    const map = JSON.parse(a);
    const content: string = map.sourcesContent[0];
    expect(content).toContain('"<repo>/node_modules/x.cjs"');
    const lines = decode(map.mappings);
    const afterPath = lines[0]?.[1]?.[3] ?? -1;
    const onLineTwo = lines[1]?.[0]?.[3] ?? -1;
    expect(content.slice(afterPath, afterPath + 2)).toBe('";');
    expect(content.split('\n')[1]?.slice(onLineTwo, onLineTwo + 3)).toBe('log');
  });

  it('leaves a map without the folder byte for byte as it was', () => {
    const map = JSON.stringify({
      version: 3,
      sources: ['webpack://feed/./src/a.ts'],
      names: [],
      mappings: 'AAAA',
    });
    expect(portableSourceMap(map, '/home/ana/journeys')).toBe(map);
  });
});
