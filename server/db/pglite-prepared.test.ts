import { describe, expect, it } from 'vitest'
import { isStalePlan, PreparedStatements } from './pglite-prepared.mjs'

/** The protocol message types of `parts` as letters: P(arse), B(ind), D(escribe), E(xecute). */
const kinds = (parts: Uint8Array[]) => parts.map((part) => String.fromCharCode(part[0])).join('')

describe('PreparedStatements', () => {
  it('parses a text once: after parseComplete it is only bound and executed', () => {
    const prepared = new PreparedStatements()
    expect(kinds(prepared.messages('select $1', ['a']))).toBe('PBDE')
    prepared.confirm()
    prepared.settle()
    expect(kinds(prepared.messages('select $1', ['b']))).toBe('BDE')
    expect(prepared.size).toBe(1)
  })

  it('binds a text repeated in one pipeline to the Parse sent for its first use', () => {
    const prepared = new PreparedStatements()
    expect(
      kinds([...prepared.messages('select 1', []), ...prepared.messages('select 1', [])]),
    ).toBe('PBDEBDE')
  })

  it('parses again a text whose Parse an earlier error skipped', () => {
    const prepared = new PreparedStatements()
    prepared.messages('select 1', [])
    prepared.messages('select 2', [])
    prepared.confirm()
    prepared.settle()
    expect(kinds(prepared.messages('select 1', []))).toBe('BDE')
    expect(kinds(prepared.messages('select 2', []))).toBe('PBDE')
  })

  it('reports full at its limit and starts empty after clear', () => {
    const prepared = new PreparedStatements(2)
    for (const sql of ['select 1', 'select 2']) {
      prepared.messages(sql, [])
      prepared.confirm()
    }
    expect(prepared.full).toBe(true)
    prepared.clear()
    expect(prepared.full).toBe(false)
    expect(kinds(prepared.messages('select 1', []))).toBe('PBDE')
  })

  it('recognises only the changed-result-type refusal as a stale plan', () => {
    expect(isStalePlan({ code: '0A000', message: 'cached plan must not change result type' })).toBe(
      true,
    )
    expect(isStalePlan({ code: '0A000', message: 'feature not supported' })).toBe(false)
    expect(isStalePlan(new Error('cached plan must not change result type'))).toBe(false)
  })
})
