// Types of route-files.mjs for the TypeScript that imports it (the bench's week-screen scenario).
export interface Route {
  path: string;
  modules: string[];
  firstRender?: string[];
}

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export declare const ROUTES: (Route & { targetKb: number; failKb: number })[];
export declare function routeFiles(manifest: Record<string, ManifestChunk>, route: Route): string[];
export declare function iconModule(name: string): string;
