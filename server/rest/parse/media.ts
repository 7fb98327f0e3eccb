import { RestError } from '../errors'

/** What the response body is: a JSON array, an array without null keys, or one object. */
export type MediaType =
  | { kind: 'array'; stripNulls: boolean }
  | { kind: 'object'; stripNulls: boolean }

const OBJECT = 'application/vnd.pgrst.object+json'
const ARRAY = 'application/vnd.pgrst.array+json'

type Accepted = { mime: string; params: Map<string, string>; quality: number }

function parseAccept(header: string): Accepted[] {
  return header
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [mime, ...rawParams] = part.split(';').map((piece) => piece.trim())
      const params = new Map(
        rawParams.map((param) => {
          const [name, value = ''] = param.split('=')
          return [name.trim().toLowerCase(), value.trim()] as const
        }),
      )
      const quality = Number(params.get('q') ?? '1')
      return { mime: mime.toLowerCase(), params, quality: Number.isFinite(quality) ? quality : 0 }
    })
    .sort((a, b) => b.quality - a.quality)
}

function toMediaType({ mime, params }: Accepted): MediaType | undefined {
  const stripNulls = params.get('nulls') === 'stripped'
  if (mime === OBJECT || mime === 'application/vnd.pgrst.object')
    return { kind: 'object', stripNulls }
  if (mime === ARRAY) return { kind: 'array', stripNulls }
  if (mime === '*/*' || mime === 'application/*' || mime === 'application/json')
    return { kind: 'array', stripNulls: false }
  return undefined
}

/** Content negotiation on `Accept` (PostgREST Plan/Negotiate.hs), JSON flavours only. */
export function negotiateMedia(accept: string | null): MediaType {
  if (accept === null || accept.trim() === '') return { kind: 'array', stripNulls: false }
  const accepted = parseAccept(accept)
  for (const candidate of accepted) {
    const media = toMediaType(candidate)
    if (media) return media
  }
  throw RestError.mediaType(
    accepted.map(({ mime, params }) =>
      params.get('nulls') ? `${mime};nulls=${params.get('nulls')}` : mime,
    ),
  )
}

export function contentType(media: MediaType): string {
  const mime =
    media.kind === 'object'
      ? `${OBJECT}${media.stripNulls ? ';nulls=stripped' : ''}`
      : media.stripNulls
        ? `${ARRAY};nulls=stripped`
        : 'application/json'
  return `${mime}; charset=utf-8`
}
