import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerHeaders, registerAnswerHeaders, securityHeaders } from './securityHeaders';

const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"], upgradeInsecureRequests: null },
  },
};

describe('security headers (issue 17: worked out once instead of per request)', () => {
  it('are the headers helmet itself sets for the options', () => {
    const headers = securityHeaders(options);
    // helmet adds its own defaults to the directives given, as @fastify/helmet did.
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('go out on answers of every kind, a route and a not-found alike, and a route may still override one', async () => {
    const app = Fastify();
    registerAnswerHeaders(app, answerHeaders(securityHeaders(options)));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/framed', async (_request, reply) => reply.header('x-frame-options', 'DENY').send('x'));
    const ok = await app.inject({ method: 'GET', url: '/ok' });
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    const framed = await app.inject({ method: 'GET', url: '/framed' });
    expect(ok.headers['content-security-policy']).toBe(securityHeaders(options)['content-security-policy']);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(framed.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
