import { describe, expect, it } from 'vitest';
import { routeFiles } from './route-files.mjs';

/** A build like the web's: an entry with the lazy-route map, a route with a lazy panel, an icon, a dialog. */
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-1.js'],
    dynamicImports: ['src/Week.tsx', 'src/SignIn.tsx'],
    css: ['assets/index-1.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_button-1.js': { file: 'assets/button-1.js', imports: ['_react-1.js'] },
  'src/SignIn.tsx': { file: 'assets/SignIn-1.js', isDynamicEntry: true, imports: ['_button-1.js'] },
  'src/Week.tsx': {
    file: 'assets/Week-1.js',
    isDynamicEntry: true,
    imports: ['_button-1.js'],
    dynamicImports: ['src/Files.tsx', 'src/Dialog.tsx', '_UserOutlined-1.js', 'icons/es/TeamOutlined.js'],
  },
  'src/Files.tsx': {
    file: 'assets/Files-1.js',
    isDynamicEntry: true,
    imports: ['_upload-1.js'],
    dynamicImports: ['src/Progress.tsx'],
  },
  '_upload-1.js': { file: 'assets/upload-1.js' },
  'src/Progress.tsx': { file: 'assets/Progress-1.js', isDynamicEntry: true },
  'src/Dialog.tsx': { file: 'assets/Dialog-1.js', isDynamicEntry: true, imports: ['_form-1.js'] },
  '_form-1.js': { file: 'assets/form-1.js' },
  // An icon another chunk imports statically too: Vite keys its shared chunk by name and hash.
  '_UserOutlined-1.js': { file: 'assets/UserOutlined-1.js', name: 'UserOutlined', imports: ['_react-1.js'] },
  'icons/es/TeamOutlined.js': {
    file: 'assets/TeamOutlined-1.js',
    name: 'TeamOutlined',
    src: 'icons/es/TeamOutlined.js',
    isDynamicEntry: true,
  },
};

describe('routeFiles', () => {
  it('counts the entry and the route modules with their static imports, not the dynamic ones', () => {
    expect(routeFiles(manifest, { path: '/week', modules: ['src/Week.tsx'] })).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/Week-1.js',
      'assets/button-1.js',
    ]);
  });

  it('adds what the first render imports dynamically, with its static imports, and nothing loaded later', () => {
    const files = routeFiles(manifest, {
      path: '/week',
      modules: ['src/Week.tsx'],
      firstRender: [
        'src/Files.tsx',
        'src/Progress.tsx',
        'icons/es/UserOutlined.js',
        'icons/es/TeamOutlined.js',
      ],
    });
    expect(files).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/Week-1.js',
      'assets/button-1.js',
      'assets/Files-1.js',
      'assets/upload-1.js',
      'assets/Progress-1.js',
      'assets/UserOutlined-1.js',
      'assets/TeamOutlined-1.js',
    ]);
    expect(files).not.toContain('assets/Dialog-1.js');
    expect(files).not.toContain('assets/SignIn-1.js');
  });

  it('fails on a first-render module no loaded file imports dynamically, rather than leaving it out', () => {
    // Progress is imported by Files only, which this route does not draw.
    expect(() =>
      routeFiles(manifest, { path: '/week', modules: ['src/Week.tsx'], firstRender: ['src/Progress.tsx'] }),
    ).toThrow(/src\/Progress.tsx is listed as loaded on \/week's first render/);
    expect(() =>
      routeFiles(manifest, { path: '/week', modules: ['src/Week.tsx'], firstRender: ['src/Renamed.tsx'] }),
    ).toThrow(/src\/Renamed.tsx/);
  });

  it('fails on a route module the build does not have', () => {
    expect(() => routeFiles(manifest, { path: '/gone', modules: ['src/Gone.tsx'] })).toThrow(
      'src/Gone.tsx is not a chunk of the build',
    );
  });
});
