import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { Readable, type Duplex } from 'node:stream'
import type { ApiRequest } from './request'

class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  if (declared > limit) throw new BodyTooLargeError()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new BodyTooLargeError()
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** The request as the backend reads it, with the peer's address and the body's size for per-IP limits. */
function toRequest(req: IncomingMessage, body: Buffer, origin: string): Request & ApiRequest {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  })
  return Object.assign(request, { clientAddress: req.socket.remoteAddress, bodyBytes: body.length })
}

async function writeResponse(res: ServerResponse, response: Response, isHead: boolean) {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  res.writeHead(response.status, headers)
  if (!response.body || isHead) {
    res.end()
    return
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
      .pipe(res)
      .on('finish', resolve)
      .on('error', reject)
  })
}

type ListenOptions = {
  host: string
  port: number
  maxBodyBytes: number
  handler: (request: Request) => Promise<Response>
  /** WebSocket upgrades (Realtime); without it they are refused. */
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => void
}

/** Serves a fetch-style handler over node:http, with a body limit and graceful close. */
export async function listen({
  host,
  port,
  maxBodyBytes,
  handler,
  upgrade,
}: ListenOptions): Promise<{
  server: Server
  url: string
  close: () => Promise<void>
}> {
  let isClosing = false
  const server = createServer(async (req, res) => {
    try {
      const body = await readBody(req, maxBodyBytes)
      const origin = `http://${req.headers.host ?? `${host}:${port}`}`
      const response = await handler(toRequest(req, body, origin))
      // A response finished after close() began ends its connection instead of keeping it alive.
      if (isClosing) res.setHeader('connection', 'close')
      await writeResponse(res, response, req.method === 'HEAD')
    } catch (error) {
      if (res.headersSent) return res.destroy()
      const tooLarge = error instanceof BodyTooLargeError
      res.writeHead(tooLarge ? 413 : 400, {
        'content-type': 'application/json; charset=utf-8',
        connection: 'close',
      })
      res.end(
        JSON.stringify(
          tooLarge
            ? { message: 'Request body is too large', hint: `The limit is ${maxBodyBytes} bytes.` }
            : { message: 'Malformed request' },
        ),
      )
    }
  })
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    if (upgrade && !isClosing) upgrade(req, socket, head)
    else socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n')
  })
  server.requestTimeout = 60_000
  server.headersTimeout = 30_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    server,
    url: `http://${host}:${actualPort}`,
    // Stops accepting, lets in-flight requests finish, then drops idle keep-alive sockets.
    close: () =>
      new Promise<void>((resolve) => {
        isClosing = true
        server.close(() => resolve())
        server.closeIdleConnections()
      }),
  }
}
