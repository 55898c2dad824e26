import fs from 'node:fs';
import path from 'node:path';

/**
 * Stands in for a built client in a test app's data folder (the harness serves `<dataDir>/client`):
 * its page, its Vite manifest and, optionally, a page renderer at `<dataDir>/ssr/entry-server.js`.
 */
export function writeBuiltClient(
  dataDir: string,
  {
    page,
    manifest,
    renderer,
  }: { page: string; manifest: Record<string, object>; renderer?: string },
): void {
  const client = path.join(dataDir, 'client');
  fs.mkdirSync(path.join(client, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(client, 'index.html'), page);
  fs.writeFileSync(path.join(client, '.vite', 'manifest.json'), JSON.stringify(manifest));
  if (renderer) {
    fs.mkdirSync(path.join(dataDir, 'ssr'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'ssr', 'entry-server.js'), renderer);
  }
}
