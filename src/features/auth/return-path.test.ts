import { describe, expect, it } from 'vitest'
import { returnPath } from './return-path'

describe('the way back after signing in', () => {
  it.each([
    ['/eventos/pedal-da-serra-3f9a1c', '/eventos/pedal-da-serra-3f9a1c'],
    ['/eventos/?estado=SP', '/eventos/?estado=SP'],
  ])('follows a path of this site: %s', (value, expected) => {
    expect(returnPath(value)).toBe(expected)
  })

  it.each([
    ['another origin', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a backslash', '/\\evil.example'],
    ['a line break', '/eventos\n/x'],
    ['too long', `/${'a'.repeat(400)}`],
    ['not text', 42],
    ['nothing', null],
  ])('refuses %s', (_, value) => {
    expect(returnPath(value)).toBeNull()
  })
})
