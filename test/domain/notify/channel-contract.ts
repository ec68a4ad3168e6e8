/**
 * The notification channel contract, run against every channel (as test/storage/contract.ts is
 * against every backend): a channel's factory only starts the stand-in of its service on 127.0.0.1
 * (test/support/services.ts) and says how to read what it received. Each case goes through the
 * built CLI (`notify test <channel>`: the configuration as a user writes it, the real sender's
 * request, the real exit code). The exact requests of each service are in test/app/notify.test.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { ChannelType } from '../../../src/core/config.js';
import { CHANNELS, deliveryFor } from '../../../src/domain/notify/channels/index.js';
import { notification } from '../../../src/domain/notify/message.js';
import { runCliAsync, sandbox, tempDir } from '../../helpers.js';

/** A service's stand-in, started for one test. */
export interface StandIn {
  /** The channel's fields, pointing at the stand-in (credentials as they are: the suite moves each into a variable). */
  fields: Record<string, string | number>;
  /** Variables the sender needs besides (a CA that trusts the stand-in's certificate). */
  env?: Record<string, string>;
  /** Everything it received, one text per request or mail (addresses, headers and body). */
  received(): string[];
  close(): Promise<void>;
}

export interface ChannelFactory {
  type: ChannelType;
  /** A stand-in that accepts what it gets, or one that refuses it (answering with an echo of the request where it can: a careless service). */
  start(mode: 'accept' | 'refuse'): Promise<StandIn>;
}

const variable = (field: string) => `PAI_TEST_${field.toUpperCase()}`;

/** The channel `c-<type>` (a name other than its type) configured as a user would, its credentials in variables. */
function configure(type: ChannelType, s: StandIn) {
  const sb = sandbox();
  mkdirSync(sb.paths.paiDir, { recursive: true });
  const secrets: Record<string, string> = {};
  const lines = ['[mcp]', 'query_servers = false', `[notifications.channels.c-${type}]`, `type = "${type}"`];
  for (const [k, v] of Object.entries(s.fields)) {
    if (CHANNELS[type].secrets.includes(k)) {
      secrets[variable(k)] = String(v);
      lines.push(`${k} = "\${${variable(k)}}"`);
    } else lines.push(`${k} = ${JSON.stringify(v)}`);
  }
  writeFileSync(join(sb.paths.paiDir, 'checkpoint.toml'), `${lines.join('\n')}\n`);
  const env = {
    HOME: sb.home,
    PAI_DIR: sb.paths.paiDir,
    CLAUDE_CONFIG_DIR: sb.claudeDir,
    PAI_CHECKPOINT_CLAUDE: '/bin/echo',
    ...s.env,
    ...secrets,
  };
  return { name: `c-${type}`, cwd: sb.project, env, secrets };
}

export function channelContract(factory: ChannelFactory): void {
  describe(`channel contract: ${factory.type}`, () => {
    const open: StandIn[] = [];
    const start = async (mode: 'accept' | 'refuse') => {
      const s = await factory.start(mode);
      open.push(s);
      return s;
    };
    afterEach(async () => {
      for (const s of open.splice(0)) await s.close();
    });

    test('names its credential fields, each one a field its stand-in is given (so the cases below cover them all)', async () => {
      const s = await start('accept');
      expect(CHANNELS[factory.type].secrets.length).toBeGreaterThan(0);
      expect(Object.keys(s.fields)).toEqual(expect.arrayContaining([...CHANNELS[factory.type].secrets]));
    });

    test('`notify test` delivers one message that says the event, the session and what happened', async () => {
      const s = await start('accept');
      const c = configure(factory.type, s);
      const r = await runCliAsync(['notify', 'test', c.name], c.cwd, c.env);
      expect([r.code, r.out]).toEqual([0, expect.stringMatching(new RegExp(`^${c.name}: sent \\(.+\\)\\n$`))]);
      expect(s.received()).toHaveLength(1);
      expect(s.received()[0]).toContain('Test notification');
      expect(s.received()[0]).toContain('pai-checkpoint can reach this channel.');
    });

    test('a credential whose ${VAR} is not set: refused naming the field, nothing sent', async () => {
      const s = await start('accept');
      const c = configure(factory.type, s);
      expect(Object.keys(c.secrets).length).toBeGreaterThan(0); // the factory sets the channel's credentials
      for (const name of Object.keys(c.secrets)) {
        const field = Object.keys(s.fields).find((k) => variable(k) === name)!;
        const env = Object.fromEntries(Object.entries(c.env).filter(([k]) => k !== name));
        const r = await runCliAsync(['notify', 'test', c.name], c.cwd, env);
        expect([r.code, r.out]).toEqual([
          1,
          `${c.name}: FAILED — notifications.channels.${c.name}.${field} uses \${${name}}, which is not set\n`,
        ]);
      }
      expect(s.received()).toEqual([]);
    });

    test('a service that refuses: FAILED, exit 1, and no credential in what is reported', async () => {
      const s = await start('refuse');
      const c = configure(factory.type, s);
      const r = await runCliAsync(['notify', 'test', c.name], c.cwd, c.env);
      expect([r.code, r.out]).toEqual([1, expect.stringMatching(new RegExp(`^${c.name}: FAILED — .+\\n$`))]);
      expect(s.received().length).toBeGreaterThan(0); // it was asked
      for (const secret of Object.values(c.secrets)) expect(`${r.out}${r.err}`).not.toContain(secret);
      for (const secret of Object.values(c.secrets).filter((v) => /^https?:/.test(v)))
        expect(`${r.out}${r.err}`).not.toContain(new URL(secret).pathname);
    });

    test('its delivery is a pure function of the notification and the environment', async () => {
      const s = await start('accept');
      const c = configure(factory.type, s);
      const fields = Object.fromEntries(
        Object.entries(s.fields).map(([k, v]) => [
          k,
          CHANNELS[factory.type].secrets.includes(k) ? `\${${variable(k)}}` : v,
        ]),
      );
      const channel = { name: c.name, type: factory.type, fields };
      const n = notification({
        event: 'session.lost',
        at: new Date('2026-11-25T10:00:00.000Z'),
        session: { id: 'sess-c' },
        summary: 'Gone.',
      });
      expect(deliveryFor(channel, n, c.env)).toEqual(deliveryFor(channel, n, c.env));
      expect(JSON.stringify(deliveryFor(channel, n, c.env))).toContain('Session lost');
      expect(s.received()).toEqual([]);
    });
  });
}

/** A folder for a stand-in's files (a certificate). */
export const standInDir = () => tempDir('channel-');
