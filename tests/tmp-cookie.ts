import { serializeSigned } from 'hono/utils/cookie';
console.log((await serializeSigned('better-auth.session_token', 'bench-signed-0-token', 'bench-secret-that-signs-the-session-cookie')).split(';')[0]);
