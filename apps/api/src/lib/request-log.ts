import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * What Fastify logs per request (decision 0015). Its default is two `info` lines per request
 * (incoming, completed): two synchronous JSON writes per request in production. Here a request is
 * logged when it failed (an error or a 5xx answer, `error`) or was slow (`warn`); every request
 * only at `debug`. Fastify's other lines (stream and serializer errors) are kept as they are.
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowRequestMs: number) {
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
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}
