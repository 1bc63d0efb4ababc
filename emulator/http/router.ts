// A tiny path router: literal segments match case-insensitively (as the real service's paths do), :name captures one
// segment, *name the rest.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  /** Sent as JSON unless `text` is given. */
  body?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  /** Parsed JSON body; throws 400 on malformed JSON. */
  body(): Promise<unknown>;
}

export type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

export type Match = { handler: Handler; params: Record<string, string> } | { allowed: string[] } | null;

export class Router {
  private routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, segments: pattern.split('/').filter(Boolean), handler });
    return this;
  }

  /** The handler and params, or the allowed methods when only the method is wrong (405), or null (404). */
  match(method: string, pathname: string): Match {
    const parts = pathname.split('/').filter(Boolean);
    const allowed: string[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method === method) return { handler: route.handler, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { allowed } : null;
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    if (seg.startsWith('*')) {
      params[seg.slice(1)] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(part);
    else if (seg.toLowerCase() !== decodeURIComponent(part).toLowerCase()) return null;
  }
  return parts.length === pattern.length ? params : null;
}
