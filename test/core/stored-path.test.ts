import { expect, test } from 'vitest';
import { assertStoredPath, storedPathProblem } from '../../src/core/stored-path.js';

test('a stored path is relative, without .., empty segments, NUL or .git', () => {
  expect(storedPathProblem('a/b.txt')).toBeUndefined();
  expect(storedPathProblem('/etc/passwd')).toBe('absolute path');
  expect(storedPathProblem('a/../../x')).toBe('path contains ..');
  expect(storedPathProblem('a//b')).toBe('path contains an empty segment');
  expect(storedPathProblem('a\0b')).toBe('path contains a NUL byte');
  expect(storedPathProblem('x/.GIT./config')).toMatch(/a \.git entry/);
});

test('a name no file system holds (over 255 bytes) is refused by the check, not by tar halfway through', () => {
  expect(storedPathProblem(`d/${'n'.repeat(255)}`)).toBeUndefined();
  expect(storedPathProblem(`d/${'n'.repeat(256)}`)).toBe('a name longer than 255 bytes (no file system holds it)');
  // Bytes, not characters: 128 two-byte letters are 256 bytes.
  expect(storedPathProblem('é'.repeat(127))).toBeUndefined();
  expect(storedPathProblem('é'.repeat(128))).toMatch(/longer than 255 bytes/);
  expect(() => assertStoredPath('n'.repeat(4000), 'workspace')).toThrow(
    /workspace: refusing "n{200}" \(a name longer than 255 bytes/,
  );
});
