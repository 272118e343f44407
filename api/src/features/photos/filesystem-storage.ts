/** PHOTO_STORAGE=filesystem: one folder per photo under the configured directory. */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type PhotoStorage } from './photo-storage';

export function filesystemStorage(dir: string): PhotoStorage {
  const at = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      const file = at(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never gets half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fsp.writeFile(partial, body);
      await fsp.rename(partial, file);
    },
    async get(key) {
      const file = at(key);
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), length: stat.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async removePrefix(prefix) {
      await fsp.rm(at(prefix), { recursive: true, force: true });
    },
  };
}
