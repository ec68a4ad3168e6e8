/**
 * A backend that counts the calls made to it and passes them to a real one: what each operation
 * would cost on object storage, where every call is at least one request. A `fail` rule makes
 * chosen calls throw before they reach the real backend (a crash or a refused write at that point).
 */
import type { Readable } from 'node:stream';
import type { LevelListing, PutResult, StorageBackend } from '../../src/storage/backend.js';

export type Method =
  'put' | 'create' | 'get' | 'open' | 'stat' | 'list' | 'listLevel' | 'copy' | 'delete' | 'deletePrefix';

export interface Call {
  method: Method;
  /** The key or prefix asked for. */
  key: string;
  /** For listings: how many keys (and folders) came back. */
  results?: number;
}

export class CountingVolume implements StorageBackend {
  readonly calls: Call[] = [];
  /** Calls for which this returns true throw instead of reaching the real backend. */
  fail: (method: Method, key: string) => boolean = () => false;

  constructor(readonly inner: StorageBackend) {}

  get location(): string {
    return this.inner.location;
  }

  /** The calls so far of one method (all when none is named); `reset` forgets them. */
  of(method?: Method): Call[] {
    return method ? this.calls.filter((c) => c.method === method) : [...this.calls];
  }

  reset(): void {
    this.calls.length = 0;
  }

  private call(method: Method, key: string): Call {
    const call: Call = { method, key };
    this.calls.push(call);
    if (this.fail(method, key)) throw new Error(`injected failure: ${method} ${key}`);
    return call;
  }

  async put(key: string, data: Uint8Array | string | Readable | AsyncIterable<Uint8Array>): Promise<PutResult> {
    this.call('put', key);
    return this.inner.put(key, data);
  }

  async create(key: string, data: Uint8Array | string): Promise<boolean> {
    this.call('create', key);
    return this.inner.create(key, data);
  }

  async get(key: string): Promise<Buffer | undefined> {
    this.call('get', key);
    return this.inner.get(key);
  }

  async open(key: string): Promise<Readable | undefined> {
    this.call('open', key);
    return this.inner.open(key);
  }

  async stat(key: string): Promise<{ size: number; mtimeMs: number } | undefined> {
    this.call('stat', key);
    return this.inner.stat(key);
  }

  async list(prefix: string): Promise<string[]> {
    const call = this.call('list', prefix);
    const keys = await this.inner.list(prefix);
    call.results = keys.length;
    return keys;
  }

  async listLevel(prefix: string): Promise<LevelListing> {
    const call = this.call('listLevel', prefix);
    const level = await this.inner.listLevel(prefix);
    call.results = level.keys.length + level.folders.length;
    return level;
  }

  async copy(from: string, to: string, known?: PutResult): Promise<PutResult | undefined> {
    this.call('copy', `${from} -> ${to}`);
    return this.inner.copy(from, to, known);
  }

  async delete(key: string): Promise<boolean> {
    this.call('delete', key);
    return this.inner.delete(key);
  }

  async deletePrefix(prefix: string): Promise<number> {
    this.call('deletePrefix', prefix);
    return this.inner.deletePrefix(prefix);
  }
}
