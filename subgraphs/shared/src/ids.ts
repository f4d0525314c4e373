/**
 * Relay global ids: base64url("Type:localId"). Opaque to clients, decodable by the one subgraph that answers node(id:).
 */
export function toGlobalId(type: string, id: string | number | bigint): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  let decoded: string;
  try {
    decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  const type = decoded.slice(0, colon);
  if (!/^[A-Z][A-Za-z]+$/.test(type)) return null;
  return { type, id: decoded.slice(colon + 1) };
}

/** The local id of a global id of the expected type, or null when it is of another type or malformed. */
export function localIdOf(globalId: string, expectedType: string): string | null {
  const parsed = fromGlobalId(globalId);
  return parsed && parsed.type === expectedType ? parsed.id : null;
}
