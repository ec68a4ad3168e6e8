import * as z from 'zod/mini';
import { canonicalJson } from '../../core/canonical.js';
import { CheckpointError, quoteValue } from '../../core/errors.js';
import { parseJsonText, safeParse } from '../../core/json.js';
import { TRIGGERS, type Trigger } from '../../core/triggers.js';
import { isValidKey } from '../../storage/backend.js';
import { partKey, sharedPartKey } from '../../storage/layout.js';
import { sha256Hex } from '../../core/hash.js';

/**
 * The session checkpoint manifest (SPEC-03 + SPEC-07.11), schema 2.1. Written last (after every
 * part it lists), it is what makes a checkpoint exist. Older manifests (1.x, 2.0) are upgraded on
 * read, in `upgradeManifest` only; a newer MAJOR version is refused; a newer minor (2.2+) is read
 * as 2.1, keeping unknown fields (minor versions only add).
 *
 * Version history, as pai-checkpoint defines it:
 * - 1.0: SPEC-03's manifest (identity, trigger, conversation, workspace, git, metrics, checksum).
 * - 1.1: + provenance (`parent_checkpoint_id`, `checkpoint_chain_depth`) and `parts` (size and
 *   sha256 per stored part).
 * - 1.2: + `approval`, `environment`, `tags`, `annotations`, `linked_issues` (SPEC-07.11).
 * - 1.3: + `workspace.format` ("archive": the `workspace.tar.zst` part; "content": stored by
 *   content on the volume, `workspace.tree` naming its tree). Absent = "archive".
 * - 1.4: + `encryption` (the key id the private parts and packs were encrypted with: storage/sealed.ts)
 *   and `signature` (HMAC-SHA256 of the manifest by the user's signing key: ./signing.ts).
 * - 1.5: + `session_epoch` (the lease epoch the session was written at: domain/session/lease.ts;
 *   absent = 0, the session as it started).
 * - 1.6: + `conversation.context` (SPEC-07.32.03: the context the last request filled, the model's
 *   window, compactions so far) and the `summary.json` part (SPEC-07.30.02).
 * - 1.7: + the `pre_risky` and `handoff` triggers, and `risky` (the command a pre_risky checkpoint
 *   was taken before, and the rule it matched).
 * - 1.8: + `sealed` (with a volume key: every field but MANIFEST_PUBLIC, sealed under it —
 *   ./private-text.ts; a reader without the key sees the public fields and empty placeholders),
 *   and `signature.volume_key_id` (signed with a key derived from that volume key: ./signing.ts).
 * - 1.9: + the `crash` trigger (claude ended without SessionEnd; it was `error` before).
 * - 2.0: a part entry may say `shared` (issue 37): the part is not in the checkpoint's folder but
 *   stored once by content at `parts/<xx>/<name>` (storage/layout.ts `sharedPartKey`; `true`: the
 *   name is its sha256; on a sealed volume an HMAC of it, written out), so a part equal to the
 *   parent's costs nothing. A major version: a 1.x reader would look for the part in the folder.
 *   Manifests are written compact (one line) from 2.0 on.
 * - 2.1: `environment` may hold only `captured_at` when the `environment.json` part holds the rest
 *   (issue 37: it was in both; the part is shared, so an unchanged environment costs nothing).
 *   Readers take it through ./read.ts `withEnvironment`; a 2.0 reader sees only the time.
 */
export const MANIFEST_VERSION = '2.1';

/**
 * What a manifest keeps readable under a volume key: what `list`, `verify` (without the key),
 * garbage collection and the index need, and no text of the user's (issue 32, item 4). The rest
 * — label, tags, annotations, issues, task, paths, branch, environment, commands, layout — is sealed.
 */
export const MANIFEST_PUBLIC = [
  'version',
  'id',
  'session_id',
  'created_at',
  'trigger',
  'parent_checkpoint_id',
  'checkpoint_chain_depth',
  'conversation',
  'metrics',
  'approval.status',
  'approval.policy',
  'approval.timestamp',
  'workspace.format',
  'workspace.tree',
  'workspace.tier',
  'workspace.size_bytes',
  'workspace.file_count',
  'parts',
  'is_clean',
  'session_epoch',
  'encryption',
  'checksum',
  'signature',
  'sealed',
] as const;

export { TRIGGERS, type Trigger };

const str = z.string();
const nonNegInt = z.int().check(z.gte(0));
const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** What `encryption.cipher` names: storage/sealed.ts's format 1. */
export const CIPHER = 'aes-256-gcm-hkdf-sha256-64k';
const keyId = z.string().check(z.regex(/^[0-9a-f]{16}$/));

const partSchema = z.object({
  size: nonNegInt,
  sha256: hex64,
  /** 2.0: stored once by content (`sharedPartKey`): `true` under its sha256, else under this name. */
  shared: z.optional(z.union([z.literal(true), hex64])),
});

const environmentSchema = z.looseObject({
  captured_at: z.iso.datetime(),
  claude_code: z.optional(z.object({ version: str, binary_hash: z.optional(str), install_path: z.optional(str) })),
  plugins: z.optional(
    z.record(
      str,
      z.looseObject({
        version: z.optional(str),
        manifest_version: z.optional(str),
        git_remote: z.optional(str),
        git_commit: z.optional(str),
        git_branch: z.optional(str),
        installed_at: z.optional(str),
        last_updated: z.optional(str),
        path: z.optional(str),
      }),
    ),
  ),
  mcp_servers: z.optional(
    z.record(
      str,
      z.looseObject({
        source_type: z.enum(['npm', 'git', 'local', 'docker', 'remote', 'unknown']),
        version_id: z.optional(str),
        config_hash: str,
      }),
    ),
  ),
  runtimes: z.optional(z.record(str, str)),
  packages: z.optional(z.record(str, str)),
  /** The full package lists, stored once on the volume as `environment/<sha256>.txt` (SPEC-07.10.04). */
  package_lists: z.optional(
    z.looseObject({
      pip: z.optional(z.object({ sha256: hex64, count: nonNegInt })),
      npm: z.optional(z.object({ sha256: hex64, count: nonNegInt })),
    }),
  ),
  env: z.optional(z.record(str, str)),
});

const manifestSchema = z.looseObject({
  version: z.literal(MANIFEST_VERSION),
  id: str.check(z.minLength(1)),
  session_id: str.check(z.minLength(1)),
  created_at: z.iso.datetime(),
  trigger: z.enum(TRIGGERS),
  name: z.optional(str),
  parent_checkpoint_id: z.nullable(str),
  checkpoint_chain_depth: z.int().check(z.gte(1)),
  conversation: z.looseObject({
    turn_count: nonNegInt,
    last_message_id: z.optional(z.nullable(str)),
    last_message_uuid: z.optional(z.nullable(str)),
    tokens_used: nonNegInt,
    has_resume_token: z.boolean(),
    /** Why the transcript (`transcript.jsonl.zst`) is not stored with this checkpoint though the session has one: past its time limit (absent: stored, or none). */
    transcript_omitted: z.optional(str),
    /** SPEC-07.32.03 (1.6): what the last request sent the model, against its window; compactions so far, and whether one happened since the parent. */
    context: z.optional(
      z.object({
        tokens_used: nonNegInt,
        model: z.optional(str),
        window: z.int().check(z.gt(0)),
        budget_percent: z.number().check(z.gte(0)),
        compactions: nonNegInt,
        compression_applied: z.boolean(),
      }),
    ),
  }),
  workspace: z.nullable(
    z.looseObject({
      path: str,
      root: z.optional(str),
      size_bytes: nonNegInt,
      file_count: nonNegInt,
      uncommitted_files: z.array(str),
      format: z.optional(z.enum(['archive', 'content'])),
      tree: z.optional(z.object({ sha256: hex64, base: hex64, delta: z.nullable(hex64), entries: nonNegInt })),
      /** Content on the large tier (SPEC-03.13), not on this volume: its location, as `[volume] large` names it. */
      tier: z.optional(str),
    }),
  ),
  git: z.nullable(
    z.looseObject({
      branch: z.nullable(str),
      head: z.nullable(str),
      has_stash: z.boolean(),
      dirty: z.boolean(),
    }),
  ),
  metrics: z.looseObject({
    cost_estimate_usd: z.number().check(z.gte(0)),
    tools_invoked: z.array(str),
    files_modified: nonNegInt,
  }),
  approval: z.object({
    status: z.enum(['pending', 'approved', 'rejected', 'auto_approved']),
    user: z.optional(str),
    timestamp: z.optional(z.iso.datetime()),
    reason: z.optional(str),
    policy: z.optional(str),
  }),
  /** null only for manifests upgraded from 1.0/1.1, which recorded no environment; from 2.1 often only `captured_at` (the rest in environment.json: read.ts `withEnvironment`). */
  environment: z.nullable(environmentSchema),
  /** SPEC-03.10: the tmux windows and their layouts (`<index>:<name>:<layout>` each), when the session ran in tmux; tmux_state.txt has the rest. */
  tmux_layout: z.optional(str),
  tags: z.array(str),
  annotations: z.array(z.object({ timestamp: z.iso.datetime(), user: z.optional(str), text: str })),
  linked_issues: z.array(z.object({ tracker: str, id: str, url: z.optional(str) })),
  /** Every stored part of the checkpoint (a storage key relative to the checkpoint folder: never `..`). */
  parts: z.record(
    str.check(
      z.refine(isValidKey, 'a part name is a relative storage key (letters, digits, ".", "_", "-", "/"; no "..")'),
    ),
    partSchema,
  ),
  /** 1.7: the command a `pre_risky` checkpoint was taken before (cut to 500 characters), and the rule it matched. */
  risky: z.optional(z.object({ command: str, rule: str })),
  /** Hive's clean checkpoint: no tool call failed since the previous checkpoint (absent: written before this was recorded). */
  is_clean: z.optional(z.boolean()),
  /** The lease epoch it was written at (absent: 0); a session resumed by a monitor writes at a newer one. */
  session_epoch: z.optional(z.int().check(z.gte(1))),
  /** The key the parts (all but this manifest) and new packs were encrypted with; absent: not encrypted. */
  encryption: z.optional(z.object({ cipher: z.literal(CIPHER), key_id: keyId })),
  /** `sha256:<hex>` of the manifest without this field and `signature` (see `manifestChecksum`). */
  checksum: str,
  /** 1.8: the user's text, sealed under the volume key (./private-text.ts); in a manifest as read, present only when it could not be opened here. */
  sealed: z.optional(str),
  /** HMAC-SHA256 (hex) of the manifest without this field, by the signing key `key_id` (./signing.ts). */
  signature: z.optional(z.object({ key_id: keyId, hmac_sha256: hex64, volume_key_id: z.optional(keyId) })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type PartInfo = z.infer<typeof partSchema>;

type Raw = Record<string, unknown>;

function isObject(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A manifest written by a newer pai-checkpoint (an unknown major version): not damaged, only
 * unreadable here. What to do is upgrade, never delete it or pass over it as broken.
 */
export class NewerVersionError extends CheckpointError {
  constructor(where: string, version: string) {
    super(
      'INVALID_DATA',
      `${where}: schema version ${version} is newer than this pai-checkpoint understands (1.x, 2.x)`,
      'upgrade pai-checkpoint to read this checkpoint',
    );
  }
}

/** Upgrades a parsed manifest of any known version to the current one (the one place migrations live). */
function upgradeManifest(raw: Raw, where: string): { manifest: Raw; from: string } {
  const version = typeof raw['version'] === 'string' ? raw['version'] : undefined;
  const m = /^(\d+)\.(\d+)$/.exec(version ?? '');
  if (!m)
    throw new CheckpointError(
      'INVALID_DATA',
      `${where}: field "version" is missing or not "major.minor" (${quoteValue(raw['version'])})`,
    );
  const [major, minor] = [Number(m[1]), Number(m[2])];
  if (major > 2 || major < 1) throw new NewerVersionError(where, version!);
  let out: Raw = { ...raw };
  // 1.x → 2.x needs nothing: 2.0 only added the `shared` part entries, which 1.x never wrote, and 2.1
  // the environment left in its part, which a manifest holding it inline never needs.
  if (major === 1 && minor < 1) {
    // 1.0 → 1.1: no provenance or per-part checksums were recorded.
    out = { ...out, parent_checkpoint_id: null, checkpoint_chain_depth: 1, parts: {} };
  }
  if (major === 1 && minor < 2) {
    // 1.1 → 1.2: made before approvals and environment capture existed.
    out = {
      ...out,
      approval: { status: 'auto_approved', policy: `migrated from ${version}` },
      environment: null,
      tags: [],
      annotations: [],
      linked_issues: [],
    };
  }
  return { manifest: { ...out, version: MANIFEST_VERSION }, from: version! };
}

/** Where a sealed manifest's text could not be opened: the required fields it took with it, empty. */
function withPlaceholders(m: Raw): Raw {
  const out: Raw = { tags: [], annotations: [], linked_issues: [], environment: null, git: null, ...m };
  if (isObject(out['workspace'])) out['workspace'] = { path: '', uncommitted_files: [], ...out['workspace'] };
  if (isObject(out['approval'])) out['approval'] = { ...out['approval'] };
  return out;
}

/** Puts a sealed manifest's text back (./private-text.ts), or says why it is hidden. */
export type ManifestOpener = (raw: Raw, where: string) => { raw: Raw; hidden?: string | undefined };

/**
 * Parses, upgrades and validates a manifest; errors name the file and the field. `stored` is the
 * object as stored (its checksum is computed over that, whatever its version). `open` puts a
 * sealed manifest's text back; where it cannot (no key), the manifest keeps `sealed`, its
 * required text fields are empty, and `hidden` says why.
 */
export function parseManifest(
  text: string,
  where: string,
  open?: ManifestOpener,
): { manifest: Manifest; from: string; stored: Record<string, unknown>; hidden?: string } {
  const raw = parseJsonText(
    text,
    where,
    'the manifest is damaged: resume from the parent checkpoint, or `pai-checkpoint delete <id>`',
  );
  if (!isObject(raw)) throw new CheckpointError('INVALID_DATA', `${where}: not a JSON object`);
  let hidden: string | undefined;
  let view = raw;
  if (raw['sealed'] !== undefined) {
    const opened = open ? open(raw, where) : { raw, hidden: 'its text is sealed under a volume key' };
    hidden = opened.hidden;
    view = hidden ? withPlaceholders(raw) : opened.raw;
  }
  const { manifest, from } = upgradeManifest(view, where);
  const parsed = safeParse(manifestSchema, manifest, where);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map(
        (i) =>
          `${i.path.join('.') || '(root)'}: ${'expected' in i && i.expected ? `expected ${String(i.expected)}` : i.code.replace(/_/g, ' ')}`,
      );
    throw new CheckpointError('INVALID_DATA', `${where}: invalid manifest (${issues.join('; ')})`);
  }
  return { manifest: parsed.data, from, stored: raw, ...(hidden ? { hidden } : {}) };
}

/** `sha256:<hex>` over the canonical manifest without its `checksum` and `signature` fields. */
export function manifestChecksum(m: Raw): string {
  const { checksum: _omit, signature: _signature, ...rest } = m;
  return `sha256:${sha256Hex(canonicalJson(rest))}`;
}

/** Returns the manifest with its checksum set. */
export function sealManifest<T extends Raw>(m: T): T & { checksum: string } {
  return { ...m, checksum: manifestChecksum(m) };
}

/**
 * Where a manifest's part is stored: its checkpoint's folder, or the shared parts (2.0) when its
 * entry says so. Readers go through this; what they read is checked against the entry's sha256 by
 * `verify` (the manifest, signed, names the hash).
 */
export function storedPartKey(m: Pick<Manifest, 'session_id' | 'id' | 'parts'>, name: string): string {
  const shared = m.parts[name]?.shared;
  if (shared === undefined) return partKey(m.session_id, m.id, name);
  return sharedPartKey(shared === true ? m.parts[name]!.sha256 : shared);
}

/**
 * A 2.1 environment.json part with the manifest's `captured_at`, checked as the manifest's own
 * environment section is (./read.ts `withEnvironment`); undefined when it is not one.
 */
export function parseEnvironment(part: unknown, capturedAt: string): NonNullable<Manifest['environment']> | undefined {
  if (!isObject(part)) return undefined;
  const parsed = safeParse(environmentSchema, { ...part, captured_at: capturedAt }, 'environment.json');
  return parsed.success ? parsed.data : undefined;
}

/** The JSON Schema of the manifest (docs/manifest.schema.json is generated from it). */
export function manifestJsonSchema(): unknown {
  return { title: 'pai-checkpoint session checkpoint manifest', ...z.toJSONSchema(manifestSchema, { io: 'input' }) };
}
