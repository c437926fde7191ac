import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line: the route pattern (ids stay out of the pattern), status, duration and who
 * asked; never the query string, a token, a code or a body.
 */
export function accessLine(request: FastifyRequest, reply: FastifyReply, responseTime: number) {
  return {
    method: request.method,
    route: request.routeOptions.url ?? 'unmatched',
    status: reply.statusCode,
    responseTime: Math.round(responseTime * 10) / 10,
    userId: request.user?.id,
  };
}

/**
 * What Fastify logs per request (decision 0015). Its default is two `info` lines per request
 * (incoming, completed): two synchronous JSON writes per request in production. Here a request is
 * logged when it failed (an error or a 5xx answer, `error`) or was slow (`warn`); every request
 * only at `debug`, unless LOG_REQUESTS=all asks for an access log (issue 21). Fastify's other lines (stream and serializer errors) are kept as they are.
 */
export class RequestLogController extends LogController {
  constructor(
    private readonly slowRequestMs: number,
    /** `all`: one `info` line for every request (an access log); `problems`: failed and slow only. */
    private readonly mode: 'all' | 'problems' = 'problems',
  ) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = reply.elapsedTime;
    if (error || reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error ?? undefined, responseTime }, 'request failed');
    } else if (responseTime >= this.slowRequestMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'slow request');
    } else if (this.mode === 'all') {
      reply.log.info(accessLine(request, reply, responseTime), 'request completed');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}
