import { inProcessEncoder } from '@abode/server/core/media/image-encode';
import { copyStoredImage, deleteStoredImage, type ProcessedImage, storeImage } from '@abode/server/core/media/image-pipeline';
import type { Storage } from '@abode/server/core/media/storage';
import type { Rng } from './random.js';

// Demo pictures are painted once into a small pool and every listing gets copies (rendering
// 2,000 photos would take minutes; copying them takes seconds). Everything written is
// remembered so that a failed seed leaves no files behind.

// seeding encodes in this process: nothing else waits for the CPU, and the image workers' queue limit
// is meant for requests
const ACCEPT = { acceptedTypes: ['png', 'jpeg', 'webp'] as ('png' | 'jpeg' | 'webp')[], encoder: inProcessEncoder };

export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export class DemoMedia {
  private readonly written: string[] = [];
  private readonly writtenPrivate: string[] = [];
  private readonly pool = new Map<string, ProcessedImage[]>();

  constructor(
    readonly storage: Storage,
    private readonly privateStorage: Storage,
  ) {}

  /** Stores a freshly painted picture in `folder`. */
  async store(picture: Buffer, folder: string): Promise<ProcessedImage> {
    const image = await storeImage(this.storage, picture, folder, ACCEPT);
    this.written.push(image.key);
    return image;
  }

  async copy(image: ProcessedImage, folder: string): Promise<ProcessedImage> {
    const copy = await copyStoredImage(this.storage, image, folder);
    this.written.push(copy.key);
    return copy;
  }

  /**
   * Paints `sizes[kind]` pictures of every kind (or `perKind` of each), a few at a time, into
   * the folder their copies go to (so that dropping the pool leaves no folder of its own).
   */
  async paintPool<K extends string>(
    folder: string,
    sizes: Readonly<Record<K, number>>,
    perKind: number | undefined,
    paint: (kind: K, seed: number) => Promise<Buffer>,
  ): Promise<void> {
    const jobs = (Object.keys(sizes) as K[]).flatMap((kind) => Array.from({ length: perKind ?? sizes[kind] }, (_, i) => ({ kind, seed: i + 1 })));
    // sharp encodes on its own threads: three at a time keeps both cores busy
    const images = await mapLimit(jobs, 3, async ({ kind, seed }) => ({ kind, image: await this.store(await paint(kind, seed), folder) }));
    for (const { kind, image } of images) this.pool.set(kind, [...(this.pool.get(kind) ?? []), image]);
  }

  /** A pool picture of the kind that `taken` does not hold yet (when the pool allows). */
  pick(rng: Rng, kind: string, taken: Set<ProcessedImage>): ProcessedImage {
    const all = this.pool.get(kind);
    if (!all?.length) throw new Error(`No demo pictures of kind ${kind}`);
    const free = all.filter((image) => !taken.has(image));
    const image = rng.pick(free.length ? free : all);
    taken.add(image);
    return image;
  }

  /** The pool's own files: nothing points at them once every listing has its copies. */
  async dropPool(): Promise<void> {
    const keys = new Set([...this.pool.values()].flat().map((image) => image.key));
    await mapLimit([...keys], 8, (key) => deleteStoredImage(this.storage, key));
    this.written.splice(0, this.written.length, ...this.written.filter((key) => !keys.has(key)));
    this.pool.clear();
  }

  /** Removes every file this seed wrote (after a failed transaction). */
  async discardAll(): Promise<void> {
    await mapLimit(this.written.splice(0), 8, (key) => deleteStoredImage(this.storage, key));
    await this.privateStorage.delete(this.writtenPrivate.splice(0));
  }

  /** Raw files such as PDF brochures. */
  async putFile(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.storage.put(key, body, contentType);
    this.written.push(key);
  }

  /** A file only an authorising route hands out (identity documents): one file, no public sizes. */
  async putPrivateFile(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.privateStorage.put(key, body, contentType);
    this.writtenPrivate.push(key);
  }
}
