import { once } from 'node:events'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { listen } from './listener'
import type { ApiRequest } from './request'
import { json } from './respond'

type Listening = Awaited<ReturnType<typeof listen>>

/** Sends raw bytes and returns everything the server answered before closing the socket. */
async function rawRequest(url: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(url)
  const socket = net.connect(Number(port), hostname)
  await once(socket, 'connect')
  let answer = ''
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
  socket.on('error', () => undefined) // the server may reset after answering; the answer is what counts
  socket.write(bytes)
  await Promise.race([once(socket, 'close'), new Promise((resolve) => setTimeout(resolve, 2000))])
  socket.destroy()
  return answer
}

describe('listen', () => {
  let server: Listening | undefined

  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  const echo = async (request: ApiRequest) =>
    json(200, {
      method: request.method,
      path: new URL(request.url).pathname,
      body: await request.text(),
      clientAddress: request.clientAddress,
      bodyBytes: request.bodyBytes,
    })

  it('serves a fetch-style handler and hands it the method, path, headers and body', async () => {
    server = await listen({ host: '127.0.0.1', port: 0, maxBodyBytes: 1024, handler: echo })
    const response = await fetch(`${server.url}/rest/v1/users?select=id`, {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.1' },
      body: '{"a":1}',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({
      method: 'POST',
      path: '/rest/v1/users',
      body: '{"a":1}',
      // The socket's peer, for per-IP rate limits; a forged X-Forwarded-For cannot change it.
      clientAddress: '127.0.0.1',
      // As received, for load shedding.
      bodyBytes: 7,
    })
  })

  it('answers 413 with a JSON body when the declared body is over maxBodyBytes', async () => {
    server = await listen({ host: '127.0.0.1', port: 0, maxBodyBytes: 1024, handler: echo })
    const response = await fetch(`${server.url}/rest/v1/users`, {
      method: 'POST',
      body: 'x'.repeat(1025),
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await response.json()).toEqual({
      message: 'Request body is too large',
      hint: 'The limit is 1024 bytes.',
    })
  })

  it('answers 413 when a chunked body grows past maxBodyBytes', async () => {
    server = await listen({ host: '127.0.0.1', port: 0, maxBodyBytes: 1024, handler: echo })
    const chunk = 'y'.repeat(800)
    const answer = await rawRequest(
      server.url,
      `POST /rest/v1/users HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `320\r\n${chunk}\r\n320\r\n${chunk}\r\n0\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain(
      '{"message":"Request body is too large","hint":"The limit is 1024 bytes."}',
    )
  })

  it.each([
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n'],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nbroken header\r\n\r\n'],
    ['a Host header that is not a host', 'GET /rest/v1/ HTTP/1.1\r\nHost: a b\r\n\r\n'],
    ['a method fetch cannot represent', 'TRACE /rest/v1/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ])('answers %s with a 4xx and keeps serving', async (_, bytes) => {
    server = await listen({ host: '127.0.0.1', port: 0, maxBodyBytes: 1024, handler: echo })
    expect(await rawRequest(server.url, bytes)).toMatch(/^HTTP\/1\.1 4\d\d /)
    expect((await fetch(`${server.url}/still-up`)).status).toBe(200)
  })

  it('keeps serving after a client disconnects half-way through its body', async () => {
    server = await listen({ host: '127.0.0.1', port: 0, maxBodyBytes: 1024, handler: echo })
    const { port } = new URL(server.url)
    const socket = net.connect(Number(port), '127.0.0.1')
    await once(socket, 'connect')
    socket.write(
      'POST /rest/v1/users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"half":',
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    socket.destroy()
    expect((await fetch(`${server.url}/still-up`)).status).toBe(200)
  })

  it('finishes an in-flight request before close() resolves, and accepts no new connection meanwhile', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let handlerStarted!: () => void
    const started = new Promise<void>((resolve) => (handlerStarted = resolve))
    server = await listen({
      host: '127.0.0.1',
      port: 0,
      maxBodyBytes: 1024,
      handler: async () => {
        handlerStarted()
        await held
        return json(200, { done: true })
      },
    })
    const inFlight = fetch(`${server.url}/slow`)
    await started
    let closed = false
    const closing = server.close().then(() => (closed = true))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(closed).toBe(false)
    await expect(fetch(`${server.url}/new`)).rejects.toThrow()
    release()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ done: true })
    const closeStarted = Date.now()
    await closing
    expect(closed).toBe(true)
    // Without waiting for the client's keep-alive connection to time out.
    expect(Date.now() - closeStarted).toBeLessThan(1000)
    server = undefined
  })

  it('drops idle keep-alive connections on close instead of waiting for them', async () => {
    server = await listen({ host: '127.0.0.1', port: 0, maxBodyBytes: 1024, handler: echo })
    const response = await fetch(`${server.url}/keep-alive`)
    await response.text()
    const started = Date.now()
    await server.close()
    server = undefined
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
