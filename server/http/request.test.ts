import { describe, expect, it } from 'vitest'
import { toApiRequest } from './request'

const URL_TEXT = 'http://127.0.0.1:54321/rest/v1/todos?select=id&id=eq.1'

/** What a real Request makes of the same fetch arguments. */
async function asRequest(input: string | URL, init: RequestInit = {}) {
  const request = new Request(input, init)
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    text: await request.text(),
  }
}

async function asLight(input: string | URL, init: RequestInit = {}) {
  const request = toApiRequest(input, init)
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    text: await request.text(),
  }
}

describe('toApiRequest', () => {
  it.each([
    ['a GET without a body', URL_TEXT, {}],
    [
      'a lower-case post with a JSON body',
      new URL(URL_TEXT),
      {
        method: 'post',
        body: '{"a":1}',
        headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      },
    ],
    ['a patch, whose method fetch leaves as given', URL_TEXT, { method: 'patch', body: '{}' }],
    [
      'a body with a byte-order mark and a lone surrogate',
      URL_TEXT,
      { method: 'POST', body: '\uFEFF{"a":"\uD800"}' },
    ],
    [
      'a URL that needs normalising',
      'HTTP://127.0.0.1:54321/rest/v1/../v1/todos?x=a b',
      { headers: [['X-Probe', '1']] },
    ],
  ] as [string, string | URL, RequestInit][])(
    'reads %s exactly as a Request would',
    async (_, input, init) => {
      expect(await asLight(input, init)).toEqual(await asRequest(input, init))
    },
  )

  it('leaves to Request what it would refuse, so the caller gets the same TypeError', () => {
    expect(() => toApiRequest(URL_TEXT, { method: 'GET', body: '{}' })).toThrow(TypeError)
    expect(() => toApiRequest('/relative/path')).toThrow(TypeError)
    expect(() => toApiRequest(URL_TEXT, { method: 'TRACE' })).toThrow(TypeError)
    expect(() => toApiRequest(URL_TEXT, { method: 'bad method' })).toThrow(TypeError)
  })

  it('makes a real Request of a body that is not text', async () => {
    const request = toApiRequest(URL_TEXT, {
      method: 'POST',
      body: new TextEncoder().encode('{"b":2}'),
    })
    expect(request).toBeInstanceOf(Request)
    expect(await request.text()).toBe('{"b":2}')
  })
})
