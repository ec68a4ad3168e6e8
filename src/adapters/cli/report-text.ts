import { inert } from '../../core/inert.js';
import { redactSecretPatterns } from '../../core/redact.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Every string of the report reaches the page through here, once, as the terminal's output passes
 * `inert` (core/inert.ts): a label, a task, a note, a path or a diff line comes from the volume or
 * a repository, which anyone with write access may fill. Well-known secret shapes are redacted
 * (a report is made to be handed on, and a diff may show a key a file held), control characters
 * become visible pictures, and the five HTML specials become entities, so nothing stored can open
 * a tag, close a <style> or leave an attribute's quotes.
 */
export function esc(value: unknown): string {
  return inert(redactSecretPatterns(String(value ?? ''))).replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
