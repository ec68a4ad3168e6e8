// A volume of many sessions for the benches (s3.mjs, search.mjs), written by the library's own
// writer: `sessions` sessions × `perSession` checkpoints, each from `draft` (a real first
// checkpoint's manifest without its version, parts, checksum, signature and encryption), a minute
// apart, each session's chain linked by parent; `fields(i, c, at)` adds manifest fields per
// checkpoint. Eight writers at a time.
import { monotonicFactory } from 'ulid';
import { commitCheckpoint } from '../dist/index.mjs';

export async function populateVolume(store, draft, { sessions, perSession, fields = () => ({}) }) {
  const nextId = monotonicFactory();
  const t0 = Date.parse('2026-06-01T00:00:00Z');
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < sessions) {
        const i = next++;
        const session = `bench${String(i).padStart(5, '0')}-0000-4000-8000-000000000000`;
        let parent = null;
        for (let c = 0; c < perSession; c++) {
          const at = t0 + (i * perSession + c) * 60_000;
          const id = nextId(at);
          await commitCheckpoint(
            store,
            {
              ...draft,
              ...fields(i, c, at),
              id,
              session_id: session,
              created_at: new Date(at).toISOString(),
              parent_checkpoint_id: parent,
              checkpoint_chain_depth: c + 1,
            },
            [{ name: 'conversation.json', data: '{"turns":[]}\n' }],
          );
          parent = id;
        }
      }
    }),
  );
}
