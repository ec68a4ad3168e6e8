import type { ChannelConfig, ChannelType } from '../../../core/config.js';
import type { Notification } from '../message.js';
import { channelFields, type Channel, type Delivery } from './channel.js';
import { discord } from './discord.js';
import { email } from './email.js';
import { ntfy } from './ntfy.js';
import { slack } from './slack.js';
import { webhook } from './webhook.js';

/**
 * Every notification channel, by its type. Typed by core/config.ts CHANNEL_TYPES (the names the
 * configuration accepts, with each type's fields), so that a type there without a channel here
 * does not compile. Adding a channel: its file in this folder, a row here, its name and fields there.
 */
export const CHANNELS: Record<ChannelType, Channel> = { slack, discord, ntfy, webhook, email };

/** What `channel` sends for `n`, its fields read in `env`. */
export function deliveryFor(
  channel: ChannelConfig,
  n: Notification,
  env: Record<string, string | undefined>,
): Delivery {
  return CHANNELS[channel.type].delivery(channelFields(channel, env), n);
}
