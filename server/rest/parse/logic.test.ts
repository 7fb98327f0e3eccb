import { describe, expect, it } from 'vitest'
import { RestError } from '../errors'
import { MAX_LOGIC_DEPTH, parseLogic } from './logic'
import { parseOrder } from './order'

describe('parseLogic', () => {
  it('reads or/and trees with nesting, negation and quoted values', () => {
    const { path, tree } = parseLogic(
      'or',
      '(a.eq.1,and(b.gt.2,c.is.null),d.in.(1,2),e.eq."x,y",f.cs.{a,b},not.and(g.eq.1,h.eq.2))',
    )
    expect(path).toEqual([])
    expect(tree).toMatchObject({ kind: 'expr', op: 'or', negated: false })
    if (tree.kind !== 'expr') throw new Error('expected an expression')
    expect(tree.children).toHaveLength(6)
    expect(tree.children[1]).toMatchObject({
      kind: 'expr',
      op: 'and',
      children: [{ kind: 'filter' }, { kind: 'filter' }],
    })
    expect(tree.children[2]).toMatchObject({
      filter: { expr: { operation: { kind: 'in', values: ['1', '2'] } } },
    })
    expect(tree.children[3]).toMatchObject({ filter: { expr: { operation: { value: 'x,y' } } } })
    expect(tree.children[4]).toMatchObject({
      filter: { expr: { operation: { op: 'cs', value: '{a,b}' } } },
    })
    expect(tree.children[5]).toMatchObject({ kind: 'expr', op: 'and', negated: true })
  })

  it('reads negated and embedded keys', () => {
    expect(parseLogic('not.or', '(a.eq.1,b.eq.2)').tree).toMatchObject({ negated: true, op: 'or' })
    expect(parseLogic('tags.and', '(a.eq.1)').path).toEqual(['tags'])
  })

  it('fails with PostgREST messages', () => {
    const cases = ['()', '(id.in.1,2)', ')(', '(a.eq.1,not.xor(b.eq.2))', '(a.eq.1']
    for (const value of cases) {
      expect(() => parseLogic('or', value)).toThrow(RestError)
    }
    try {
      parseLogic('or', '()')
    } catch (error) {
      expect(error).toMatchObject({
        code: 'PGRST100',
        message: '"failed to parse logic tree (())" (line 1, column 4)',
      })
    }
  })

  it('bounds the nesting depth', () => {
    const deep = `(${'or('.repeat(MAX_LOGIC_DEPTH + 1)}a.eq.1${')'.repeat(MAX_LOGIC_DEPTH + 1)})`
    expect(() => parseLogic('or', deep)).toThrow(RestError)
  })
})

describe('parseOrder', () => {
  it('reads directions, null ordering, JSON paths and related orders', () => {
    expect(parseOrder('name.desc.nullsfirst,data->a.asc,id,owner(username).desc')).toEqual([
      { field: { name: 'name', jsonPath: [] }, direction: 'desc', nulls: 'first' },
      {
        field: { name: 'data', jsonPath: [{ arrow: '->', key: 'a', isIndex: false }] },
        direction: 'asc',
        nulls: undefined,
      },
      { field: { name: 'id', jsonPath: [] }, direction: undefined, nulls: undefined },
      {
        relation: 'owner',
        field: { name: 'username', jsonPath: [] },
        direction: 'desc',
        nulls: undefined,
      },
    ])
  })

  it('fails on unknown modifiers like PostgREST', () => {
    for (const input of [
      'id.ac',
      'id.descc',
      'id.nulsfist',
      'id.asc.nlsfst',
      'clients(name,id)',
      '',
    ]) {
      expect(() => parseOrder(input)).toThrow(RestError)
    }
  })
})
