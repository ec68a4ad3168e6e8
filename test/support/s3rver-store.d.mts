/** The parts of s3rver's store that fixStore patches (see s3rver-store.mjs). */
export interface S3rverStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  putObject(object: { bucket: string; key: string; content: unknown }): Promise<unknown>;
  listObjects(
    bucket: string,
    o: { delimiter?: string; prefix?: string; maxKeys?: number; startAfter?: string },
  ): Promise<{ objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean }>;
}

export function fixStore(store: S3rverStore): void;
