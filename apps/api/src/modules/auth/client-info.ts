import type { Request } from 'express';
import type { ClientInfo } from './sessions.service.js';

/** Who is signing in, as recorded on the session. */
export function clientInfo(request: Request): ClientInfo {
  return { userAgent: request.get('user-agent') ?? null, ipAddress: request.ip ?? null };
}
