import { describe, expect, it } from 'vitest'
import { readServerEnv } from '../server/env.ts'
import { keyProblems } from '../server/key-check.ts'
import { generateKeys } from './keys.ts'

describe('npm run keys', () => {
  it('makes keys the backend accepts off loopback, new each time', () => {
    const keys = generateKeys()
    const env = readServerEnv({ ...keys, BACKEND_HOST: '0.0.0.0' })
    expect(keyProblems(env)).toEqual([])
    expect(generateKeys().JWT_SECRET).not.toBe(keys.JWT_SECRET)
  })
})
